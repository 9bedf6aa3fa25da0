import { LanguageSelectorCard, type LanguageCode } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** The panel's language (spec §9): i18next keeps the choice in this browser (app/i18n.ts). */
export function LanguageTab() {
  const { t, i18n } = useTranslation();
  return (
    <LanguageSelectorCard
      value={(i18n.resolvedLanguage ?? 'es') as LanguageCode}
      onChange={(language) => void i18n.changeLanguage(language)}
      description={t('settings.language.description')}
    />
  );
}
