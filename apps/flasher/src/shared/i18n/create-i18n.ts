import { defaultLanguage, languageDetection, languages } from '@sereno/validation';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';

/** The same languages and detection as the panel (they share the origin, so the stored choice too). */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { es: { flasher: es }, en: { flasher: en } },
      defaultNS: 'flasher',
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
