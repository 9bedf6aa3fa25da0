import { useSessionUser } from '@sereno/api-client';
import { Outlet } from 'react-router';
import { canSee, type Screen } from '../shared/access/screens.ts';
import { NotAllowed } from './NotAllowed.tsx';

/**
 * A screen the person's role may not see (shared/access/screens.ts) answers a direct URL with a
 * not-allowed page rather than a page whose calls would all be refused; the navigation hides it too.
 * Loaded with the route it guards (router.tsx), so that the entry carries none of its page's pieces.
 */
export function RequireScreen({ screen }: { screen: Screen }) {
  const user = useSessionUser();
  if (user && !canSee(user.role, screen)) return <NotAllowed />;
  return <Outlet />;
}
