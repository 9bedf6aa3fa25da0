import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/paths.ts';
import { PublicOnly, RequireUser } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';

// Pages are loaded on demand (route `lazy`): the public pages never download the private area, and
// each page of the private area comes in its own chunk.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page's code is loading: nothing yet rather than a flash of something else.
    hydrateFallbackElement: null,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
          { path: paths.register, lazy: () => import('../features/auth/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })) },
          {
            path: paths.resetPassword,
            lazy: () => import('../features/auth/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      // The emailed link works whoever is logged in on this browser: it is the link's account that changes.
      { path: paths.newPassword, lazy: () => import('../features/auth/NewPasswordPage.tsx').then((m) => ({ Component: m.NewPasswordPage })) },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: () => import('./shell/PrivateLayout.tsx').then((m) => ({ Component: m.PrivateLayout })),
            children: [
              { index: true, lazy: () => import('../features/dashboard/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })) },
              { path: 'rooms', lazy: () => import('../features/rooms/list/RoomsPage.tsx').then((m) => ({ Component: m.RoomsPage })) },
              { path: 'rooms/new', lazy: () => import('../features/rooms/wizard/RoomWizardPage.tsx').then((m) => ({ Component: m.RoomWizardPage })) },
              { path: 'rooms/:roomId', lazy: () => import('../features/rooms/detail/RoomDetailPage.tsx').then((m) => ({ Component: m.RoomDetailPage })) },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./NotFoundRedirect.tsx').then((m) => ({ Component: m.NotFoundRedirect })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
