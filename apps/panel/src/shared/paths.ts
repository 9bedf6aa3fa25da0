// Every URL of the panel is built here, so that a route changes in one place.
export const paths = {
  home: '/',
  login: '/login',
} as const;

/** Where to return after logging in: only a path of this panel, never another site. */
export function safeReturnPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.home;
}
