import { z } from 'zod';
import { message } from '../messages/message.ts';

/**
 * A string that must not be empty once trimmed; the value comes out trimmed (forms trim on submit).
 * An empty value says only 'Campo requerido': the checks chained after it do not run.
 */
export const requiredString = () =>
  z
    .string({ error: message('required') })
    .trim()
    .min(1, { error: message('required'), abort: true });
