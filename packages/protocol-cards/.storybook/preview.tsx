import { storybookGlobalTypes, storybookInitialGlobals, storybookParameters, themeRootProps } from '@sereno/config/storybook';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeRoot } from '@sereno/ui';
import { defaultLanguage, validationResources, type Language } from '@sereno/validation';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { protocolCardsResources } from '../src/i18n/resources';
import * as styles from './preview.css';

/** One i18next instance per language, set up as the panel sets up its own (cards namespace + validation). */
function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: {
      es: { ...protocolCardsResources.es, ...validationResources.es },
      en: { ...protocolCardsResources.en, ...validationResources.en },
    },
    ns: ['protocolCards', 'validation'],
    defaultNS: 'protocolCards',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

const i18nByLanguage: Record<Language, I18n> = { es: createI18n('es'), en: createI18n('en') };

const withProviders: Decorator = (Story, { globals, viewMode }) => {
  const themeRoot = themeRootProps(globals);
  return (
    <I18nextProvider i18n={i18nByLanguage[themeRoot.locale]}>
      <ThemeRoot {...themeRoot}>
        <div className={viewMode === 'docs' ? styles.docsCanvas : styles.canvas}>
          <Story />
        </div>
      </ThemeRoot>
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  parameters: storybookParameters,
  globalTypes: storybookGlobalTypes,
  initialGlobals: storybookInitialGlobals,
};

export default preview;
