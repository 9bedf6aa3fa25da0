// How the panel writes an amount: always with its currency (DESIGN.md "Trustworthy numbers"), as the
// person's language writes money — "1234,50 €" in Spanish, "€1,234.50" in English — in the same
// locale as the dates (formatLocale: British English for English, so US dollars read "US$").

import { formatLocale } from './locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** `value` in `currency` (an ISO 4217 code: EUR, GBP, USD...) in `language`. */
export function formatMoney(value: number, currency: string, language: string): string {
  const locale = formatLocale(language);
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** The currency's name in `language` ("euro", "libra esterlina"), for a select of currencies. */
export function currencyName(currency: string, language: string): string {
  return new Intl.DisplayNames(formatLocale(language), { type: 'currency' }).of(currency) ?? currency;
}
