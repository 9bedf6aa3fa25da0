import { languages, type Language } from '@sereno/validation';
import { Button } from '@sereno/ui';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Each language's name in itself: the same whatever language the panel speaks, so it needs no
 * dictionary (and the other language's dictionary, fetched on demand, need not be there yet).
 */
const endonyms: Record<Language, string> = { es: 'Español', en: 'English' };

/**
 * One button naming the other language, in that language (a Spanish speaker reads "English").
 * `compact` shows its icon only, the name staying the button's accessible name.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'es') as Language;
  const other = languages.find((language) => language !== current) ?? 'es';
  return (
    <span lang={other}>
      <Button variant="ghost" size="small" icon={compact ? <Languages /> : undefined} hideLabel={compact} onPress={() => void i18n.changeLanguage(other)}>
        {endonyms[other]}
      </Button>
    </span>
  );
}
