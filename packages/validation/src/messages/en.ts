import type { MessageKey } from './message.ts';

export const en = {
  required: 'This field is required',
  email: 'Must be a valid email',
  password:
    'The password needs at least 8 characters, an uppercase letter, a lowercase letter, a digit and one of @#$%^&+=!., and no spaces',
  minLength: 'Must have at least {{min}} characters',
  passwordMismatch: 'The passwords do not match',
} satisfies Record<MessageKey, string>;
