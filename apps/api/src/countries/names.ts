// Country names from i18n-iso-countries (ISO 3166-1, kept up to date by its maintainers), in the
// interface languages, and the way back from a name someone typed to its code.
import type { Language } from '@sereno/validation';
import countries from 'i18n-iso-countries';

/** Every country's official short name in `language`, sorted as that language sorts (Ñ after N, accents ignored). */
export function countryNames(language: Language): string[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return Object.values(countries.getNames(language, { select: 'official' })).sort(collator.compare);
}

/**
 * The ISO 3166-1 alpha-2 code (lower case) of a country given by its name in Spanish or English
 * ("España", "spain", "Reino Unido") or by its code ("ES", "esp"); null when it is none of those.
 */
export function countryCodeOf(nameOrCode: string): string | null {
  const text = nameOrCode.trim();
  if (text === '') return null;
  const code =
    (countries.isValid(text) ? (countries.toAlpha2(text.toUpperCase()) ?? undefined) : undefined) ??
    countries.getAlpha2Code(text, 'es') ??
    countries.getAlpha2Code(text, 'en');
  return code ? code.toLowerCase() : null;
}
