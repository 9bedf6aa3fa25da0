import { z } from 'zod';
import { message } from '../messages/message.ts';

/** Spec §5: deleting a user asks for the exact username ('El nombre de usuario no coincide'). */
export const deleteUserConfirmation = (username: string) =>
  z.string({ error: message('required') }).refine((typed) => typed === username, { error: message('usernameMismatch') });
