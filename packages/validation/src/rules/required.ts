import { z } from 'zod';
import { message } from '../messages/message.ts';

/** A string that must not be empty once trimmed; the value comes out trimmed (forms trim on submit). */
export const requiredString = () =>
  z
    .string({ error: message('required') })
    .trim()
    .min(1, { error: message('required') });
