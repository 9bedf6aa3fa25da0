import { message } from '../messages/message.ts';
import { requiredString } from './required.ts';

// The customer's billing identifiers (spec §3 Customer: vat, iban). The spec gives no rule; these are
// the international formats, checked the same way by the form and by the server (docs/validation.md).

/** Spaces and dashes people type for reading are not part of the identifier. */
const compact = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

// ISO 13616: two letters of country, two check digits, then up to 30 letters and digits.
const ibanShape = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** An IBAN whose ISO 7064 mod-97 check holds (what a mistyped digit breaks). */
export function isIban(value: string): boolean {
  const iban = compact(value);
  if (!ibanShape.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// A VAT number: an optional two-letter country prefix (EU VIES style), then 8 to 12 letters and
// digits with at least one digit (a Spanish NIF/CIF is 9: B12345678, 12345678Z).
const vatShape = /^(?:[A-Z]{2})?(?=[A-Z0-9]*\d)[A-Z0-9]{8,12}$/;

export const isVat = (value: string): boolean => vatShape.test(compact(value));

/** An IBAN, stored without spaces and in capitals. */
export const iban = () =>
  requiredString()
    .refine(isIban, { error: message('iban') })
    .transform(compact);

/** A VAT number, stored without spaces and in capitals. */
export const vat = () =>
  requiredString()
    .refine(isVat, { error: message('vat') })
    .transform(compact);
