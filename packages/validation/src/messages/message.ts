// A schema never carries user-facing text: its messages are i18n keys of the `validation` namespace,
// optionally with parameters, written as `key` or `key?name=value&...` so that they survive every
// layer that only passes strings along (zod issues, react-hook-form errors, the server's JSON).
// `translateMessage` turns one back into text with whatever `t` the caller has.

export type MessageParams = Record<string, string | number>;

/** The validation message keys, each with its text in `es.ts` and `en.ts` (a test checks both). */
export const messageKeys = [
  'required',
  'email',
  'emailList',
  'phone',
  'phoneList',
  'minLength',
  'maxLength',
  'password',
  'passwordRequirements',
  'passwordMismatch',
  'latitude',
  'longitude',
  'number',
  'integer',
  'range',
  'noiseLowBelowMedium',
  'noiseMediumBelowHigh',
  'noiseLowBelowHigh',
  'url',
  'usernameMismatch',
  'scheduleEmail',
  'schedulePhone',
  'fileTooLarge',
  'date',
  'time',
  'dateOrder',
  'option',
  'identifier',
  'pageSize',
  'maxItems',
  'iban',
  'vat',
  'bulkTarget',
] as const;
export type MessageKey = (typeof messageKeys)[number];

export const validationNamespace = 'validation';

export function message(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]));
  return `${key}?${query.toString()}`;
}

export function parseMessage(encoded: string): { key: string; params: MessageParams } {
  const [key = encoded, query] = encoded.split('?', 2);
  return { key, params: query ? Object.fromEntries(new URLSearchParams(query)) : {} };
}

type Translate = (key: string, options: MessageParams & { ns: string; defaultValue: string }) => string;

/** Text for an encoded message; a message that is not one of ours is shown as it came. */
export function translateMessage(encoded: string, t: Translate): string {
  const { key, params } = parseMessage(encoded);
  return t(key, { ...params, ns: validationNamespace, defaultValue: encoded });
}
