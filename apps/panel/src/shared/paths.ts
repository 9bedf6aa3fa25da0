// Every URL of the panel, built here: the router matches these paths, the links go to them, and the
// tests (apps/panel/test, e2e/) open them, so a route changes in one place.

type Query = Record<string, string | number | boolean | undefined>;

/** `path` with `query` as its query string; what is undefined is left out. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The router's patterns of the pages whose path holds a parameter. */
export const routePatterns = {
  room: '/rooms/:roomId',
} as const;

export type SettingsTab = 'language' | 'password' | 'integrations';

export const paths = {
  home: '/',
  login: '/login',
  /** The login page, which then takes the person to `next` (`/login?next=%2Falarms`). */
  loginThen: (next: string) => withQuery('/login', { next }),
  register: '/register',
  resetPassword: '/reset-password',
  /** The link of the reset email (`<SERENO_PUBLIC_URL>/new-password?token=…&email=…`, docs/api.md). */
  newPassword: '/new-password',
  /** The rooms list; its filters, view, sort and page live in the query string (`?status=connected`). */
  rooms: '/rooms',
  /** The room wizard. */
  newRoom: '/rooms/new',
  /** A room's detail page (`routePatterns.room`); `{ tab: 'settings' }` opens its settings. */
  room: (roomId: string, { tab }: { tab?: 'settings' } = {}) => withQuery(`/rooms/${encodeURIComponent(roomId)}`, { tab }),
  /** The bookings list; its filters, sort and page live in the query string (`?checkIn=2026-11-22&onlyConfirmed=true`). */
  bookings: '/bookings',
  /** The alarms list; its filters, sort and page live in the query string (`?state=active`). */
  alarms: '/alarms',
  /** The account's settings: language, password and, for a customer, its PMS integrations. */
  settings: '/settings',
  /** The settings opened at a tab (`/settings?tab=integrations`). */
  settingsTab: (tab: SettingsTab) => withQuery('/settings', { tab }),
  /** The flasher is another app, served by the same server under /flasher/. */
  flasher: '/flasher/',
} as const;

/** Where to return after logging in: only a path of this panel, never another site. */
export function safeReturnPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}
