// Every URL of the panel is built here, so that a route changes in one place.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  /** The link of the reset email (`<SERENO_PUBLIC_URL>/new-password?token=…&email=…`, docs/api.md). */
  newPassword: '/new-password',
  /** The rooms list; its filters, view, sort and page live in the query string (`?status=connected`). */
  rooms: '/rooms',
  /** The bookings list; its filters, sort and page live in the query string (`?checkIn=2026-11-22&onlyConfirmed=true`). */
  bookings: '/bookings',
  /** The room wizard. */
  newRoom: '/rooms/new',
  /** The flasher is another app, served by the same server under /flasher/. */
  flasher: '/flasher/',
  /** The alarms list; its filters, sort and page live in the query string (`?state=active`). */
  alarms: '/alarms',
  /** A room's detail page (its route pattern is `/rooms/:roomId`); `?tab=settings` opens its settings. */
  room: (roomId: string) => `/rooms/${encodeURIComponent(roomId)}`,
  /** The account's settings: language, password and, for a customer, its PMS integrations. */
  settings: '/settings',
  /** The settings opened at a tab (`/settings?tab=integrations`). */
  settingsTab: (tab: 'language' | 'password' | 'integrations') => `/settings?tab=${tab}`,
} as const;

/** Where to return after logging in: only a path of this panel, never another site. */
export function safeReturnPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}
