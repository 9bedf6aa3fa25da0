import { defaultLanguage, errorResources, languageDetection, languages, validationResources } from '@sereno/validation';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { es } from '../shared/i18n/es.ts';

/**
 * The panel's English texts are fetched when English is wanted: Spanish, the default and the fallback,
 * ships in the entry, and carrying both dictionaries there would spend the initial JavaScript budget
 * (apps/panel/scripts/check-bundle-budget.ts) on a language most visits never show. i18next waits for
 * the fetch before switching, and the app before its first render (App.tsx), so nothing flashes.
 */
const englishOnDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language !== 'en' || namespace !== 'panel') return callback(null, {});
    import('../shared/i18n/en.ts').then(
      ({ en }) => callback(null, en),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Spec §9: languages es and en, Spanish the fallback, detected as `languageDetection` says. */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(englishOnDemand)
    .use(initReactI18next)
    .init({
      resources: {
        es: { panel: es, ...validationResources.es, ...errorResources.es },
        en: { ...validationResources.en, ...errorResources.en },
      },
      // Spanish and the shared namespaces are bundled; the backend above brings English's own.
      partialBundledLanguages: true,
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
