export { message, messageKeys, parseMessage, translateMessage, validationNamespace } from './messages/message.ts';
export type { MessageKey, MessageParams } from './messages/message.ts';
export {
  defaultLanguage,
  formatMessage,
  languageDetection,
  languages,
  languageStorageKey,
  toLanguage,
  validationResources,
} from './messages/resources.ts';
export type { Language } from './messages/resources.ts';
export { requiredString } from './rules/required.ts';
export { email, emailPattern, isEmail } from './rules/email.ts';
export { isStrongPassword, password, passwordPattern } from './rules/password.ts';
export { loginSchema } from './schemas/auth.ts';
export type { LoginInput } from './schemas/auth.ts';
