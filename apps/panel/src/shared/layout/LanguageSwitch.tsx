import { languages, type Language } from '@sereno/validation';
import { Button } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** One button naming the other language, in that language (a Spanish speaker reads "Español"). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'es') as Language;
  const other = languages.find((language) => language !== current) ?? 'es';
  return (
    <span lang={other}>
      <Button variant="ghost" size="small" onPress={() => void i18n.changeLanguage(other)}>
        {t('language.name', { lng: other })}
      </Button>
    </span>
  );
}
