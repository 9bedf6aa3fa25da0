import { z } from 'zod';
import { message } from '../messages/message.ts';

// Spec §5: at least 8 characters, an uppercase, a lowercase, a digit, one of @#$%^&+=!. and no whitespace.
export const passwordPattern = /^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%^&+=!.])(?=\S+$).{8,}$/;

export const isStrongPassword = (value: string): boolean => passwordPattern.test(value);

/** A new password. Never trimmed: what the person typed is what is hashed. */
export const password = () =>
  z
    .string({ error: message('required') })
    .min(1, { error: message('required') })
    .regex(passwordPattern, { error: message('password') });
