import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useUiStrings } from '../i18n/strings';
import { usePageOverlayContainer } from '../private/themeContext';
import { useElementWidth } from '../private/useElementWidth';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { breakpoints } from '../theme/breakpoints';
import { AppShellContext, SideNavPlacementContext, type AppShellContextValue } from './appShellContext';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** A `SideNav`: a column on the side from `md` up, a drawer opened from the navbar below. */
  sideNav: ReactNode;
  /** A `Navbar` along the top. */
  navbar: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every page of the panel: side navigation, top bar and the main content. It measures
 * its own width: under `md` (768 px) the side navigation moves into a drawer that the navbar's menu
 * button opens, and that closes on Escape, on the scrim or when an item is chosen.
 */
export function AppShell({ sideNav, navbar, children }: AppShellProps) {
  const mainId = useId();
  const strings = useUiStrings();
  const portal = usePageOverlayContainer();
  const ref = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const width = useElementWidth(ref);
  const isNarrow = width !== undefined && width < breakpoints.md;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const context = useMemo<AppShellContextValue>(() => ({ isNarrow, isDrawerOpen: isNarrow && isDrawerOpen, setDrawerOpen }), [isNarrow, isDrawerOpen]);
  return (
    <AppShellContext value={context}>
      <div ref={ref} className={styles.shell} data-narrow={isNarrow || undefined}>
        <a
          href={`#${mainId}`}
          className={styles.skipLink}
          // Moves focus without touching the URL, which may belong to the app's router.
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
          }}
        >
          {strings.skipToContent}
        </a>
        {isNarrow ? (
          <Dialog.Root open={context.isDrawerOpen} onOpenChange={setDrawerOpen}>
            {portal === null ? null : (
              <Dialog.Portal container={portal}>
                <Dialog.Overlay className={styles.scrim} />
                <Dialog.Content
                  className={styles.drawer}
                  aria-describedby={undefined}
                  onCloseAutoFocus={(event) => {
                    // Back to the navbar's menu button, which opened it.
                    event.preventDefault();
                    ref.current?.querySelector<HTMLElement>('[data-drawer-trigger]')?.focus();
                  }}
                >
                  <Dialog.Title className={visuallyHidden}>{strings.navigation}</Dialog.Title>
                  <SideNavPlacementContext value="drawer">{sideNav}</SideNavPlacementContext>
                </Dialog.Content>
              </Dialog.Portal>
            )}
          </Dialog.Root>
        ) : (
          <div className={styles.side}>
            <SideNavPlacementContext value="aside">{sideNav}</SideNavPlacementContext>
          </div>
        )}
        <div className={styles.top}>{navbar}</div>
        <main ref={mainRef} id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </AppShellContext>
  );
}
