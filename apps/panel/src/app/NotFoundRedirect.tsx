import { Navigate } from 'react-router';
import { paths } from '../shared/paths.ts';

export function NotFoundRedirect() {
  return <Navigate to={paths.home} replace />;
}
