import { en } from './en.ts';
import { es } from './es.ts';
import { validationNamespace } from './message.ts';

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
/** Spanish is the default and the fallback (spec §9). */
export const defaultLanguage: Language = 'es';

/** i18next resources of the `validation` namespace, loaded by the panel and by the server. */
export const validationResources = {
  es: { [validationNamespace]: es },
  en: { [validationNamespace]: en },
} as const;

/** The language for a tag such as `en-GB` or an Accept-Language header: region stripped, Spanish otherwise. */
export function toLanguage(tag: string | null | undefined): Language {
  for (const part of (tag ?? '').split(',')) {
    const base = part.trim().split(/[-_;]/, 1)[0]?.toLowerCase();
    if (base === 'es' || base === 'en') return base;
  }
  return defaultLanguage;
}

/** Where the chosen language is remembered; the panel and the flasher share the origin, so the choice too. */
export const languageStorageKey = 'sereno.language';

/**
 * Spec §9 for i18next-browser-languagedetector: local storage first, then the browser, the region
 * suffix stripped (en-GB → en), the choice remembered. Plain data: the apps own the detector.
 */
export const languageDetection = {
  order: ['localStorage', 'navigator'],
  lookupLocalStorage: languageStorageKey,
  caches: ['localStorage'],
  convertDetectedLanguage: (language: string): string => language.split('-')[0] ?? language,
};

/** Fills `{{name}}` placeholders: enough for the server, which does not load i18next. */
export function formatMessage(language: Language, key: string, params: Record<string, string | number> = {}): string | undefined {
  const template = (validationResources[language][validationNamespace] as Record<string, string>)[key];
  return template?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
