import { Outlet } from 'react-router';
import { EnvironmentExtras } from '../shared/environment/EnvironmentExtras.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <EnvironmentExtras />
    </>
  );
}
