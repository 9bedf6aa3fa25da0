import { Button } from '@sereno/ui';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themePreference, useTheme } from '../preferences/theme.ts';

/** One button naming the other theme; the choice is remembered (until then the system's is used). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useTheme();
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="small" icon={other === 'dark' ? <Moon /> : <Sun />} onPress={() => themePreference.write(other)}>
      {other === 'dark' ? t('theme.toDark') : t('theme.toLight')}
    </Button>
  );
}
