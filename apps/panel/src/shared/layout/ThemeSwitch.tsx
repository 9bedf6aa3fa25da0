import { Button } from '@sereno/ui';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { themePreference, useTheme } from '../preferences/theme.ts';

/**
 * One button naming the other theme; the choice is remembered (until then the system's is used).
 * `compact` shows its icon only, the name staying the button's accessible name.
 */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="small" icon={other === 'dark' ? <Moon /> : <Sun />} hideLabel={compact} onPress={() => themePreference.write(other)}>
      {other === 'dark' ? t('theme.toDark') : t('theme.toLight')}
    </Button>
  );
}
