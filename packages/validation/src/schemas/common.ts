import { z } from 'zod';
import { message } from '../messages/message.ts';

/** An identifier the server handed out (`_id`). */
export const id = () => z.uuid({ error: message('identifier') });

/** An optional text field as forms send it: empty means absent. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** An optional field that, when filled, must pass `rule` (an empty string counts as not filled). */
export function optionalWith<T extends z.ZodType<string | undefined>>(rule: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), rule.optional());
}

export const enumOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: message('option') });
