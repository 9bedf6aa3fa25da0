import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/paths.ts';
import { PublicOnly, RequireUser } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';

// Pages are loaded on demand: the login page never downloads the private area, and back.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [{ path: paths.login, lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) }],
      },
      {
        element: <RequireUser />,
        children: [{ index: true, lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })) }],
      },
      { path: '*', lazy: () => import('./NotFoundRedirect.tsx').then((m) => ({ Component: m.NotFoundRedirect })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
