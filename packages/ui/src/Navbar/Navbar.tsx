import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Menu } from 'lucide-react';
import { useAppShell } from '../AppShell/appShellContext';
import { useUiStrings } from '../i18n/strings';
import * as styles from './Navbar.css';

export interface NavbarProps {
  /** The product or section name. */
  title?: ReactNode;
  /** Before the title, e.g. a logo. */
  start?: ReactNode;
  /** At the inline end, e.g. the language, the user menu, a sign-out button. */
  end?: ReactNode;
}

/**
 * The bar along the top of the panel. Inside a narrow `AppShell` it starts with the button that
 * opens the navigation drawer.
 */
export function Navbar({ title, start, end }: NavbarProps) {
  const strings = useUiStrings();
  const shell = useAppShell();
  return (
    <header className={styles.navbar}>
      {shell?.isNarrow ? (
        <Button
          data-drawer-trigger=""
          aria-label={strings.openNavigation}
          aria-expanded={shell.isDrawerOpen}
          onPress={() => shell.setDrawerOpen(true)}
          className={styles.menuButton}
        >
          <Menu aria-hidden="true" />
        </Button>
      ) : null}
      {start ? <div className={styles.slot}>{start}</div> : null}
      {title ? <p className={styles.title}>{title}</p> : null}
      {end ? <div className={styles.end}>{end}</div> : null}
    </header>
  );
}
