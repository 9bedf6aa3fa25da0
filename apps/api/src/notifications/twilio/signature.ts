// Twilio signs each request it makes to us (a StatusCallback) with X-Twilio-Signature: the HMAC-SHA1,
// under the account's auth token, of the full address it called followed by every POST parameter,
// sorted by name, each name then its value with nothing between; in base64. Twilio's own rule
// ("Webhooks security"); the local peer of the tests signs the same way.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = Record<string, string | string[]>;

/** The signature Twilio sends for a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .map((name) => {
      const value = params[name] ?? '';
      return (Array.isArray(value) ? [...value].sort() : [value]).map((one) => `${name}${one}`).join('');
    })
    .join('');
  return createHmac('sha1', authToken)
    .update(url + data, 'utf8')
    .digest('base64');
}

/** Whether `given` (the header) is Twilio's signature of this request; compared in constant time. */
export function isTwilioSignatureValid(authToken: string, url: string, params: FormParams, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
