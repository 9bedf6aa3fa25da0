import { defaultLanguage, validationResources } from '@sereno/validation';
import i18next, { type i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { protocolCardsNamespace, protocolCardsResources } from './resources';

// The cards' strings, and validation's for their errors.
const bundles = [protocolCardsResources, validationResources];

let ownInstance: I18n | undefined;

/** For an app without i18next: Spanish (the default language), with only the cards' strings. */
function ownI18n(): I18n {
  if (ownInstance) return ownInstance;
  const instance = i18next.createInstance();
  void instance.init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    resources: {
      es: { ...protocolCardsResources.es, ...validationResources.es },
      en: { ...protocolCardsResources.en, ...validationResources.en },
    },
    ns: [protocolCardsNamespace],
    defaultNS: protocolCardsNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  ownInstance = instance;
  return instance;
}

const completed = new WeakSet<I18n>();

/** One options object per instance: `useTranslation` memoises on it, so a new one each render would redo its work. */
const optionsOf = new WeakMap<I18n, { i18n: I18n }>();
function optionsFor(i18n: I18n): { i18n: I18n } {
  let options = optionsOf.get(i18n);
  if (!options) {
    options = { i18n };
    optionsOf.set(i18n, options);
  }
  return options;
}

/** Gives the app's i18next the cards' strings it lacks, so that spreading them into its resources is optional. */
function withCardStrings(i18n: I18n): I18n {
  // Before `init` an instance has no store yet: try again on the next render.
  if (completed.has(i18n) || !i18n.store) return i18n;
  for (const resources of bundles) {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, strings] of Object.entries(namespaces)) {
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, strings);
      }
    }
  }
  completed.add(i18n);
  return i18n;
}

/**
 * The cards' `t`: from the app's i18next instance when there is one (its I18nextProvider, or the one
 * `initReactI18next` registered), so that the cards follow its language; else from the cards' own, in Spanish.
 */
export function useCardsTranslation() {
  // `getI18n` is typed as always there, but is undefined until an app calls `use(initReactI18next)`.
  const app = useContext(I18nContext)?.i18n ?? (getI18n() as I18n | undefined);
  return useTranslation(protocolCardsNamespace, optionsFor(app ? withCardStrings(app) : ownI18n()));
}
