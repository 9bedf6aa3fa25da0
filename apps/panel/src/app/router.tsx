import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, routePatterns } from '../shared/paths.ts';
import type { FeatureNamespace } from './featureTexts.ts';
import type { Screen } from '../shared/access/screens.ts';
import { PublicOnly, RequireUser } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';

export interface RouteContext {
  i18n: I18n;
  queryClient: QueryClient;
}

/** Starts a page's requests from its URL, without waiting for their answers (features' prefetch*.ts). */
type Prefetch = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => null;

/**
 * Pages are loaded on demand (route `lazy`): the public pages never download the private area, and
 * each page of the private area comes in its own chunk, with its feature's texts (featureTexts.ts).
 * A page whose data can be known from its URL starts that request in its `loader`, which runs
 * alongside `lazy`; the loader's own code is a small chunk of its own (the queries it needs are the
 * page's anyway), so that the entry carries no page's query code.
 */
export function createRoutes({ i18n, queryClient }: RouteContext): RouteObject[] {
  const page = (load: () => Promise<ComponentType>, texts?: FeatureNamespace | FeatureNamespace[]) => async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(), texts ? i18n.loadNamespaces(texts) : undefined]);
    return { Component };
  };
  /** The route around the pages of `screen`: the not-allowed page for a role that may not see it. */
  const screenGuard = (screen: Screen) => async (): Promise<{ Component: ComponentType }> => {
    const { RequireScreen } = await import('./RequireScreen.tsx');
    return { Component: () => <RequireScreen screen={screen} /> };
  };
  const prefetch =
    (load: () => Promise<Prefetch>) =>
    async (args: LoaderFunctionArgs): Promise<null> =>
      (await load())(queryClient)(args);

  return [
    {
      element: <RootLayout />,
      // The first page's code is loading: nothing yet rather than a flash of something else.
      hydrateFallbackElement: null,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { path: paths.login, lazy: page(() => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage), 'auth') },
            { path: paths.register, lazy: page(() => import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage), 'auth') },
            { path: paths.resetPassword, lazy: page(() => import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage), 'auth') },
          ],
        },
        // The emailed link works whoever is logged in on this browser: it is the link's account that changes.
        { path: paths.newPassword, lazy: page(() => import('../features/auth/NewPasswordPage.tsx').then((m) => m.NewPasswordPage), 'auth') },
        // Whoever was stored before: the server just started the session this page asks about.
        { path: paths.signedIn, lazy: page(() => import('../features/auth/SignedInPage.tsx').then((m) => m.SignedInPage), 'auth') },
        {
          element: <RequireUser />,
          children: [
            {
              lazy: page(() => import('./shell/PrivateLayout.tsx').then((m) => m.PrivateLayout)),
              children: [
                { index: true, lazy: page(() => import('../features/dashboard/DashboardPage.tsx').then((m) => m.DashboardPage), 'dashboard') },
                {
                  path: paths.rooms,
                  loader: prefetch(() => import('../features/rooms/list/prefetchRooms.ts').then((m) => m.prefetchRooms)),
                  lazy: page(() => import('../features/rooms/list/RoomsPage.tsx').then((m) => m.RoomsPage), 'rooms'),
                },
                { path: paths.newRoom, lazy: page(() => import('../features/rooms/wizard/RoomWizardPage.tsx').then((m) => m.RoomWizardPage), 'rooms') },
                {
                  path: routePatterns.room,
                  lazy: page(() => import('../features/rooms/detail/RoomDetailPage.tsx').then((m) => m.RoomDetailPage), ['rooms', 'alarms']),
                },
                {
                  lazy: screenGuard('devices'),
                  children: [{ path: paths.devices, lazy: page(() => import('../features/devices/DevicesPage.tsx').then((m) => m.DevicesPage), 'devices') }],
                },
                {
                  lazy: screenGuard('monitors'),
                  children: [
                    { path: paths.monitors, lazy: page(() => import('../features/monitors/MonitorsPage.tsx').then((m) => m.MonitorsPage), 'monitors') },
                  ],
                },
                {
                  lazy: screenGuard('users'),
                  children: [
                    { path: paths.users, lazy: page(() => import('../features/users/UsersPage.tsx').then((m) => m.UsersPage), 'users') },
                    {
                      lazy: screenGuard('newCustomer'),
                      children: [
                        {
                          path: paths.newCustomer,
                          lazy: page(() => import('../features/users/onboarding/NewCustomerPage.tsx').then((m) => m.NewCustomerPage), 'users'),
                        },
                      ],
                    },
                    {
                      path: routePatterns.user,
                      lazy: page(() => import('../features/users/detail/UserDetailPage.tsx').then((m) => m.UserDetailPage), 'users'),
                    },
                  ],
                },
                {
                  lazy: screenGuard('protocols'),
                  children: [
                    {
                      path: paths.protocols,
                      lazy: page(() => import('../features/protocols/ProtocolsPage.tsx').then((m) => m.ProtocolsPage), ['protocols', 'rooms']),
                    },
                  ],
                },
                { path: paths.bookings, lazy: page(() => import('../features/bookings/BookingsPage.tsx').then((m) => m.BookingsPage), ['bookings', 'nights']) },
                { path: paths.nights, lazy: page(() => import('../features/nights/NightsPage.tsx').then((m) => m.NightsPage), 'nights') },
                {
                  lazy: screenGuard('tasks'),
                  children: [
                    { path: paths.tasks, lazy: page(() => import('../features/tasks/list/TasksPage.tsx').then((m) => m.TasksPage), 'tasks') },
                    {
                      path: paths.taskCalendar,
                      lazy: page(() => import('../features/tasks/calendar/TaskCalendarPage.tsx').then((m) => m.TaskCalendarPage), 'tasks'),
                    },
                  ],
                },
                {
                  path: paths.alarms,
                  loader: prefetch(() => import('../features/alarms/prefetchAlarms.ts').then((m) => m.prefetchAlarms)),
                  lazy: page(() => import('../features/alarms/AlarmsPage.tsx').then((m) => m.AlarmsPage), 'alarms'),
                },
                {
                  lazy: screenGuard('audit'),
                  children: [{ path: paths.audit, lazy: page(() => import('../features/audit/AuditPage.tsx').then((m) => m.AuditPage), 'audit') }],
                },
                {
                  lazy: screenGuard('outbox'),
                  children: [{ path: paths.outbox, lazy: page(() => import('../features/outbox/OutboxPage.tsx').then((m) => m.OutboxPage), 'outbox') }],
                },
                { path: paths.profile, lazy: page(() => import('../features/settings/ProfilePage.tsx').then((m) => m.ProfilePage), ['settings', 'pwa']) },
                { path: paths.settings, lazy: page(() => import('../features/settings/SettingsPage.tsx').then((m) => m.SettingsPage), 'settings') },
              ],
            },
          ],
        },
        { path: '*', lazy: page(() => import('./NotFoundRedirect.tsx').then((m) => m.NotFoundRedirect)) },
      ],
    },
  ];
}

export function createRouter(context: RouteContext) {
  return createBrowserRouter(createRoutes(context));
}
