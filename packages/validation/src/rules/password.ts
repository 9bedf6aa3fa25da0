import { z } from 'zod';
import { message, type MessageKey } from '../messages/message.ts';

// Spec §5: at least 8 characters, an uppercase, a lowercase, a digit, one of @#$%^&+=!. and no whitespace.
export const passwordPattern = /^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%^&+=!.])(?=\S+$).{8,}$/;

export const isStrongPassword = (value: string): boolean => passwordPattern.test(value);

/**
 * A new password. Never trimmed: what the person typed is what is hashed. The change-password form
 * says the spec's 'La contraseña debe seguir los requisitos' (`passwordRequirements`) instead.
 */
export const password = ({ error = 'password' }: { error?: Extract<MessageKey, 'password' | 'passwordRequirements'> } = {}) =>
  z
    .string({ error: message('required') })
    .min(1, { error: message('required'), abort: true })
    .regex(passwordPattern, { error: message(error) });

/** A password typed twice: the mismatch is reported on the confirmation ('La contraseña no coincide'). */
export const passwordWithConfirmation = (options?: Parameters<typeof password>[0]) =>
  z
    .object({
      password: password(options),
      confirmPassword: z.string({ error: message('required') }).min(1, { error: message('required') }),
    })
    .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], error: message('passwordMismatch') });
