import { z } from 'zod';
import { message } from '../messages/message.ts';

/** Spec §5 and §9: a text area holds at most 5000 characters. */
export const TEXT_AREA_MAX_LENGTH = 5000;

export const minLength = (min: number) => z.string({ error: message('required') }).min(min, { error: message('minLength', { min }) });

export const maxLength = (max: number) => z.string({ error: message('required') }).max(max, { error: message('maxLength', { max }) });

/** The content of a text area: optional, trimmed, at most 5000 characters. */
export const longText = () =>
  z
    .string()
    .trim()
    .max(TEXT_AREA_MAX_LENGTH, { error: message('maxLength', { max: TEXT_AREA_MAX_LENGTH }) });
