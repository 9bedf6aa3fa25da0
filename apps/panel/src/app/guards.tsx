import { useSessionUser } from '@sereno/api-client';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths, safeReturnPath } from '../shared/paths.ts';

/** Spec §2: the private area is shown when a user name is present, otherwise the public area. */
export function RequireUser() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user?.username) {
    const login = location.pathname === paths.home ? paths.login : paths.loginThen(location.pathname + location.search);
    return <Navigate to={login} replace />;
  }
  return <Outlet />;
}

/** The public pages give way to the private area as soon as a user is stored (after a login too). */
export function PublicOnly() {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  if (user?.username) return <Navigate to={safeReturnPath(searchParams.get('next'))} replace />;
  return <Outlet />;
}
