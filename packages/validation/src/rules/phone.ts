import { message, type MessageKey } from '../messages/message.ts';
import { requiredString } from './required.ts';

// Spec §5, single check: a plus sign then 7 to 15 digits, spaces allowed between them.
export const phonePattern = /^\+(?:\s*\d){7,15}$/;
// Spec §5, lists: comma-separated, no spaces, no empty item, each a plus and 7 to 15 digits starting 1-9.
export const phoneListItemPattern = /^\+[1-9]\d{6,14}$/;

export const isPhone = (value: string): boolean => phonePattern.test(value);

export const isPhoneList = (value: string): boolean => value.split(',').every((item) => phoneListItemPattern.test(item));

/** A phone number; the alert schedule says the spec's 'Número de teléfono no válido' (`schedulePhone`) instead. */
export const phone = ({ error = 'phone' }: { error?: Extract<MessageKey, 'phone' | 'schedulePhone'> } = {}) =>
  requiredString().regex(phonePattern, { error: message(error) });

/** The room's `phone` and `phoneSMS` fields, and the customer's report phones. */
export const phoneList = () => requiredString().refine(isPhoneList, { error: message('phoneList') });
