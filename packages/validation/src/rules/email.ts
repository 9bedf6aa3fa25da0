import { message, type MessageKey } from '../messages/message.ts';
import { requiredString } from './required.ts';

// Spec §5: alphanumerics with ._%+- separators, an at-sign, a domain and a TLD of 2 to 4 letters.
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export const isEmail = (value: string): boolean => emailPattern.test(value);

/** Several emails: comma-separated, no spaces, no empty item (spec §5). */
export const isEmailList = (value: string): boolean => !/\s/.test(value) && value.split(',').every(isEmail);

/** An email; the alert schedule says the spec's 'Correo electrónico no válido' (`scheduleEmail`) instead. */
export const email = ({ error = 'email' }: { error?: Extract<MessageKey, 'email' | 'scheduleEmail'> } = {}) =>
  requiredString().regex(emailPattern, { error: message(error) });

export const emailList = () => requiredString().refine(isEmailList, { error: message('emailList') });
