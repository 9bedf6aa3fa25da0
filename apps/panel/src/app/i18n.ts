import { defaultLanguage, languages, validationResources } from '@sereno/validation';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from '../shared/i18n/en.ts';
import { es } from '../shared/i18n/es.ts';

export const languageStorageKey = 'sereno.language';

/**
 * Spec §9: languages es and en, Spanish the fallback, detected from local storage then the browser,
 * region suffix stripped (en-GB → en).
 */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        es: { panel: es, ...validationResources.es },
        en: { panel: en, ...validationResources.en },
      },
      ns: ['panel', 'validation'],
      defaultNS: 'panel',
      supportedLngs: [...languages],
      fallbackLng: defaultLanguage,
      load: 'languageOnly',
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
        convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = instance.resolvedLanguage ?? defaultLanguage;
  return instance;
}
