import { defaultLanguage, languageDetection, languages, type Language } from '@sereno/validation';
import { validation as validationEs } from '@sereno/validation/resources/es-validation';
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { es } from '../shared/i18n/es.ts';
import { featureNamespaces, featureTexts, isFeatureNamespace } from './featureTexts.ts';

/**
 * Texts that are not in the entry are fetched when wanted. English (the panel's own, and the shared
 * validation and error messages): Spanish, the default and the fallback, ships in the entry, and
 * carrying both languages there would spend the initial JavaScript budget
 * (apps/panel/scripts/check-bundle-budget.ts) on a language most visits never show. A feature's texts (featureTexts.ts): they come with the feature's pages. i18next waits for the fetch
 * before switching language, the app before its first render (App.tsx) and a route before showing
 * its page (router.tsx), so nothing flashes.
 */
const textsOnDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = dictionaryLoader(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function dictionaryLoader(language: string, namespace: string): (() => Promise<object>) | undefined {
  if (!isLanguage(language)) return undefined;
  if (isFeatureNamespace(namespace)) return featureTexts[namespace][language];
  // The error codes' words come when the app starts (App.tsx waits for them), not in the entry.
  if (language === 'es' && namespace === 'errors') return () => import('@sereno/validation/resources/es-errors').then((m) => m.errors);
  if (language !== 'en') return undefined;
  if (namespace === 'panel') return () => import('../shared/i18n/en.ts').then((m) => m.en);
  if (isSharedNamespace(namespace)) return () => import('@sereno/validation/resources/en').then((m) => m.en[namespace]);
  return undefined;
}

/** The namespaces @sereno/validation brings: its messages and the server's error codes in words. */
const sharedNamespaces = ['validation', 'errors'] as const;
function isSharedNamespace(namespace: string): namespace is (typeof sharedNamespaces)[number] {
  return (sharedNamespaces as readonly string[]).includes(namespace);
}

function isLanguage(language: string): language is Language {
  return (languages as readonly string[]).includes(language);
}

/** Spec §9: languages es and en, Spanish the fallback, detected as `languageDetection` says. */
export function createI18n() {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(textsOnDemand)
    .use(initReactI18next)
    .init({
      resources: {
        es: { panel: es, validation: validationEs },
      },
      // Spanish is bundled (but its error words); the backend above brings English, and every language's feature texts.
      partialBundledLanguages: true,
      ns: ['panel', 'validation', 'errors'],
      defaultNS: 'panel',
      // A key the panel's own texts lack is looked up in the features' (loaded by their routes).
      fallbackNS: featureNamespaces,
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
