import { message } from '../messages/message.ts';
import { requiredString } from './required.ts';

// Spec §5: alphanumerics with ._%+- separators, an at-sign, a domain and a TLD of 2 to 4 letters.
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

export const isEmail = (value: string): boolean => emailPattern.test(value);

export const email = () => requiredString().regex(emailPattern, { error: message('email') });
