import type { Role } from '@sereno/validation';
import {
  Activity,
  Building2,
  CalendarDays,
  CalendarRange,
  CircleUserRound,
  Cpu,
  Inbox,
  LayoutDashboard,
  ListTodo,
  Network,
  RadioTower,
  ScrollText,
  Settings,
  Siren,
  Users,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { canSee, type Screen } from '../../shared/access/screens.ts';
import { paths } from '../../shared/paths.ts';
import type { es } from '../../shared/i18n/es.ts';

export interface NavigationEntry {
  screen: Screen;
  href: string;
  label: `nav.${keyof (typeof es)['nav']}`;
  icon: ReactElement;
  /** Another app on the same server: a full page load, not a route of the panel. */
  isExternal?: boolean;
}

export interface NavigationGroup {
  label: `nav.${keyof (typeof es)['nav']}`;
  entries: NavigationEntry[];
}

/**
 * The side navigation of the spec (§2), in its order, holding only the screens that exist: listings,
 * devices, users, alarms, bookings, the task calendar, tasks, monitors, profile and settings join
 * their groups as their pages are built (who may see each is already in `screenRoles`). "Back to
 * panel" is the dashboard's entry; logging out is the last entry, an action.
 */
const groups: NavigationGroup[] = [
  {
    label: 'nav.main',
    entries: [
      { screen: 'dashboard', href: paths.home, label: 'nav.dashboard', icon: <LayoutDashboard /> },
      { screen: 'listings', href: paths.rooms, label: 'nav.listings', icon: <Building2 /> },
      { screen: 'devices', href: paths.devices, label: 'nav.devices', icon: <RadioTower /> },
      { screen: 'users', href: paths.users, label: 'nav.users', icon: <Users /> },
      { screen: 'protocols', href: paths.protocols, label: 'nav.protocols', icon: <Network /> },
      { screen: 'alarms', href: paths.alarms, label: 'nav.alarms', icon: <Siren /> },
      { screen: 'bookings', href: paths.bookings, label: 'nav.bookings', icon: <CalendarDays /> },
      { screen: 'taskCalendar', href: paths.taskCalendar, label: 'nav.taskCalendar', icon: <CalendarRange /> },
      { screen: 'tasks', href: paths.tasks, label: 'nav.tasks', icon: <ListTodo /> },
    ],
  },
  {
    label: 'nav.tools',
    entries: [
      { screen: 'flasher', href: paths.flasher, label: 'nav.flasher', icon: <Cpu />, isExternal: true },
      { screen: 'monitors', href: paths.monitors, label: 'nav.monitors', icon: <Activity /> },
      { screen: 'outbox', href: paths.outbox, label: 'nav.outbox', icon: <Inbox /> },
      { screen: 'audit', href: paths.audit, label: 'nav.audit', icon: <ScrollText /> },
    ],
  },
  // The account's pages; PrivateLayout ends this group with logging out.
  {
    label: 'nav.account',
    entries: [
      { screen: 'profile', href: paths.profile, label: 'nav.profile', icon: <CircleUserRound /> },
      { screen: 'settings', href: paths.settings, label: 'nav.settings', icon: <Settings /> },
    ],
  },
];

/** The groups and entries `role` may see; a group left empty is left out. */
export function navigationFor(role: Role): NavigationGroup[] {
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => canSee(role, entry.screen)) }))
    .filter((group) => group.entries.length > 0);
}

/** Whether `href` is the page at `pathname`: the dashboard only at `/`, a section at its path and below. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === paths.home ? pathname === paths.home : pathname === href || pathname.startsWith(`${href}/`);
}
