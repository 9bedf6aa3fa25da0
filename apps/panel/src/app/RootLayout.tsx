import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

const RootExtras = lazy(() => import('./RootExtras.tsx'));

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense>
        <RootExtras />
      </Suspense>
    </>
  );
}
