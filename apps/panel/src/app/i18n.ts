import { defaultLanguage, errorResources, languageDetection, languages, validationResources } from '@sereno/validation';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from '../shared/i18n/en.ts';
import { es } from '../shared/i18n/es.ts';

/** Spec §9: languages es and en, Spanish the fallback, detected as `languageDetection` says. */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {
        es: { panel: es, ...validationResources.es, ...errorResources.es },
        en: { panel: en, ...validationResources.en, ...errorResources.en },
      },
      ns: ['panel', 'validation', 'errors'],
      defaultNS: 'panel',
      supportedLngs: [...languages],
      fallbackLng: defaultLanguage,
      load: 'languageOnly',
      detection: languageDetection,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = instance.resolvedLanguage ?? defaultLanguage;
  return instance;
}
