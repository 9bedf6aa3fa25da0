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
  user: '/users/:userId',
} as const;

/** A room detail's tabs besides the overview (spec §2). */
export type RoomTab = 'settings' | 'notes' | 'protocols' | 'protocolsEditor';

export type SettingsTab = 'language' | 'notifications' | 'presets' | 'password' | 'integrations' | 'webhooks';

export const paths = {
  home: '/',
  login: '/login',
  /** The login page, which then takes the person to `next` (`/login?next=%2Falarms`). */
  loginThen: (next: string) => withQuery('/login', { next }),
  register: '/register',
  resetPassword: '/reset-password',
  /** The link of the reset email (`<SERENO_PUBLIC_URL>/new-password?token=…&email=…`, docs/api.md). */
  newPassword: '/new-password',
  /**
   * Where a link that logged the person in on the server lands (the alarm messages' one-room link,
   * apps/api notifications/message-links.ts writes the same address): the panel learns who the new
   * session is, then goes to `next` (`/signed-in?next=%2Falarms%3F…`).
   */
  signedInThen: (next: string) => withQuery('/signed-in', { next }),
  signedIn: '/signed-in',
  /** The rooms list; its filters, view, sort and page live in the query string (`?status=connected`). */
  rooms: '/rooms',
  /** The room wizard. */
  newRoom: '/rooms/new',
  /** A room's detail page (`routePatterns.room`); `{ tab: 'settings' }` opens its settings. */
  room: (roomId: string, { tab }: { tab?: RoomTab } = {}) => withQuery(`/rooms/${encodeURIComponent(roomId)}`, { tab }),
  /** The devices list; its filters, sort and page live in the query string (`?firmware=outdated&connection=offline`). */
  devices: '/devices',
  /** The monitors page; its filters, sort and page live in the query string (`?activity=inactive`). */
  monitors: '/monitors',
  /** The users list; its filters, sort and page live in the query string (`?role=customer&status=disabled`). */
  users: '/users',
  /** A user's details (`routePatterns.user`). */
  user: (userId: string) => `/users/${encodeURIComponent(userId)}`,
  /** Staff add a customer with its first user and licences. */
  newCustomer: '/users/new-customer',
  /** The bookings list; its filters, sort and page live in the query string (`?checkIn=2026-11-22&onlyConfirmed=true`). */
  bookings: '/bookings',
  /** The tasks list; its filters, sort and page live in the query string (`?state=open&roomId=…`). */
  tasks: '/tasks',
  /** The task calendar; its view, day and room live in the query string (`?view=week&day=2026-11-26`). */
  taskCalendar: '/task-calendar',
  /** The alarms list; its filters, sort and page live in the query string (`?state=active`). */
  alarms: '/alarms',
  /**
   * One alarm: the room's alarms with its details open (`?roomId=…&alarm=…`). The alarm messages link
   * here (apps/api notifications/message-links.ts writes the same address); a phone that is not
   * logged in goes through the login and comes back.
   */
  alarm: (roomId: string, alarmId: string) => withQuery('/alarms', { roomId, alarm: alarmId }),
  /** How a room's nights went (`?roomId=…&period=last7Nights`, or `period=chosen&night=2026-11-25`). */
  nights: '/nights',
  /** One's own account: details, language, password and open sessions. */
  profile: '/profile',
  /** The account's settings: language, password and, for a customer, its PMS integrations. */
  settings: '/settings',
  /** The settings opened at a tab (`/settings?tab=integrations`). */
  settingsTab: (tab: SettingsTab) => withQuery('/settings', { tab }),
  /** The audit log (administrators); its filters, sort and page live in the query string (`?action=user.create&from=2026-11-28&to=2026-11-29`). */
  audit: '/audit',
  /** The outbox: what the server sent or would have sent (`?view=emails`, page and size in the query string). */
  outbox: '/outbox',
  /** The protocol builder (spec §2); `owner` (staff choose whose) and `tab` (summary, sop) in the query string. */
  protocols: '/protocols',
  /** The protocol builder opened at an owner's graph (a user's "edit nodes", spec §2). */
  protocolsOf: (ownerId: string) => withQuery('/protocols', { owner: ownerId }),
  /** The flasher is another app, served by the same server under /flasher/. */
  flasher: '/flasher/',
} as const;

/** Where to return after logging in: only a path of this panel, never another site. */
export function safeReturnPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}
