import { createContext, useContext, useId, type ComponentType, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { SideNavPlacementContext, useAppShell } from '../AppShell/appShellContext';
import { useUiStrings } from '../i18n/strings';
import { cx } from '../private/cx';
import type { LinkComponentProps } from '../private/link';
import { useControllableState } from '../private/useControllableState';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './SideNav.css';

export const sideNavTones = ['brand', 'neutral'] as const;
export type SideNavTone = (typeof sideNavTones)[number];

/** What a `linkComponent` receives: render an `<a>` (or the router's link) with all of it. */
export type SideNavLinkProps = LinkComponentProps;

export interface SideNavProps {
  /** The navigation landmark's name, e.g. "Navegación principal". */
  label: string;
  /** `brand` for the deep indigo column, `neutral` for a quiet one on the surface colour. @default 'brand' */
  tone?: SideNavTone;
  /** The compact mode: icons only; labels stay as the links' accessible names. Controlled. */
  isMini?: boolean;
  /** @default false */
  defaultMini?: boolean;
  /** Called when the person toggles the compact mode, so that the app can remember it. */
  onMiniChange?: (isMini: boolean) => void;
  /** The app's router link; it receives `href`, `className`, `aria-current`, `onClick` and `children`. @default 'a' */
  linkComponent?: ComponentType<SideNavLinkProps>;
  /** Shown on top, e.g. the product's name; out of sight in compact mode, where it would not fit. */
  header?: ReactNode;
  /** `SideNav.Group`, `SideNav.Item` or `SideNav.Action` elements. */
  children: ReactNode;
}

export interface SideNavGroupProps {
  /** A short heading for the group's items. */
  label: string;
  children: ReactNode;
}

export interface SideNavItemProps {
  href: string;
  label: string;
  /** A lucide icon element, e.g. `<House />`; it is what stays visible in compact mode. */
  icon: ReactElement;
  /** The current page: marked with `aria-current="page"`. */
  isActive?: boolean;
}

export interface SideNavActionProps {
  label: string;
  /** A lucide icon element, e.g. `<LogOut />`; it is what stays visible in compact mode. */
  icon: ReactElement;
  /** What the entry does instead of navigating, e.g. logging out. */
  onPress: () => void;
}

interface SideNavContextValue {
  isMini: boolean;
  Link: ComponentType<SideNavLinkProps> | 'a';
  onNavigate?: () => void;
}

const SideNavContext = createContext<SideNavContextValue>({ isMini: false, Link: 'a' });

function SideNavItem({ href, label, icon, isActive = false }: SideNavItemProps) {
  const { isMini, Link, onNavigate } = useContext(SideNavContext);
  return (
    <li>
      <Link href={href} className={styles.link} aria-current={isActive ? 'page' : undefined} onClick={onNavigate ? () => onNavigate() : undefined}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={isMini ? visuallyHidden : styles.label}>{label}</span>
      </Link>
    </li>
  );
}

/** An entry that acts rather than navigates (log out): a button that looks like its neighbours. */
function SideNavAction({ label, icon, onPress }: SideNavActionProps) {
  const { isMini, onNavigate } = useContext(SideNavContext);
  return (
    <li>
      <button
        type="button"
        className={cx(styles.link, styles.action)}
        onClick={() => {
          onNavigate?.();
          onPress();
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <span className={isMini ? visuallyHidden : styles.label}>{label}</span>
      </button>
    </li>
  );
}

function SideNavGroup({ label, children }: SideNavGroupProps) {
  const { isMini } = useContext(SideNavContext);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={isMini ? visuallyHidden : styles.groupLabel}>
        {label}
      </p>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

/** Up and down arrows, Home and End move between the links; Tab still walks through them too. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('li a[href], li button'));
  const index = links.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  const last = links.length - 1;
  const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
  links[next ?? index]?.focus();
}

function SideNavRoot({ label, tone = 'brand', isMini: isMiniProp, defaultMini = false, onMiniChange, linkComponent, header, children }: SideNavProps) {
  const strings = useUiStrings();
  const placement = useContext(SideNavPlacementContext);
  const shell = useAppShell();
  const [isMiniChosen, setMini] = useControllableState(isMiniProp, defaultMini, onMiniChange);
  // A drawer has room for the labels: compact mode is for the side column.
  const inDrawer = placement === 'drawer';
  const isMini = isMiniChosen && !inDrawer;
  const onNavigate = inDrawer ? () => shell?.setDrawerOpen(false) : undefined;
  const hasLooseItems = !Array.isArray(children) ? isItem(children) : children.some(isItem);
  return (
    <SideNavContext value={{ isMini, Link: linkComponent ?? 'a', onNavigate }}>
      <nav aria-label={label} className={cx(styles.nav, styles.tone[tone])} data-tone={tone} data-mini={isMini || undefined} onKeyDown={moveFocus}>
        {header ? <div className={isMini ? visuallyHidden : styles.header}>{header}</div> : null}
        <div className={styles.groups}>{hasLooseItems ? <ul className={styles.list}>{children}</ul> : children}</div>
        {inDrawer ? null : (
          <div className={styles.footer}>
            <ToggleButton aria-label={strings.compactNavigation} isSelected={isMini} onChange={setMini} className={styles.miniToggle}>
              {isMini ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            </ToggleButton>
          </div>
        )}
      </nav>
    </SideNavContext>
  );
}

function isItem(child: unknown): boolean {
  return typeof child === 'object' && child !== null && 'type' in child && (child.type === SideNavItem || child.type === SideNavAction);
}

/**
 * The app's main navigation column: `SideNav.Group`s of `SideNav.Item`s (icon, label, link) and
 * `SideNav.Action`s (icon, label, a button such as log out), a
 * compact "mini" mode the app can persist, and the router's own link through `linkComponent`.
 */
export const SideNav = Object.assign(SideNavRoot, { Group: SideNavGroup, Item: SideNavItem, Action: SideNavAction });
