// How a story shows a panel screen: the whole panel (providers, routes, guards, the page), at a path,
// for a person, with the API answered by Mock Service Worker at the network level — the page's code
// makes its real requests and reads real responses.
import { languageStorageKey } from '@sereno/validation';
import { setSessionUser, type CurrentUser } from '@sereno/api-client';
import type { Loader, Parameters } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { setupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/App.tsx';
import { createI18n } from '../src/app/i18n.ts';
import { createPanelQueryClient } from '../src/app/queryClient.ts';
import { createRoutes } from '../src/app/router.tsx';
import { themePreference } from '../src/shared/preferences/theme.ts';
import { everythingElse, quietEvents } from './mocks/api.ts';

/** What a screen story says in `parameters.screen`. */
export interface ScreenParameters {
  /** The panel URL the story opens, e.g. `/rooms?view=table`. */
  path: string;
  /** Who is logged in; `null` for the public pages. */
  user: CurrentUser | null;
  /** The API's answers for this story (stories/mocks/api.ts). */
  api?: HttpHandler[];
}

/** The viewports of the toolbar, and of the stories that pin one. */
export const screenViewports = {
  phone: { name: 'Phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

const worker = setupWorker();
let started: Promise<unknown> | undefined;

function startWorker() {
  started ??= worker.start({
    quiet: true,
    // Storybook's own files (the page, its modules) go to the network; /api never does (everythingElse).
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return started;
}

interface Loaded {
  i18n: I18n;
  queryClient: QueryClient;
}

export const prepareScreen: Loader = async ({ parameters, globals }) => {
  const screen = parameters.screen as ScreenParameters | undefined;
  if (!screen) return {};
  await startWorker();
  worker.resetHandlers(...(screen.api ?? []), quietEvents, everythingElse);
  localStorage.clear();
  localStorage.setItem(languageStorageKey, globals.locale === 'en' ? 'en' : 'es');
  themePreference.write(globals.theme === 'dark' ? 'dark' : 'light');
  setSessionUser(screen.user);
  const i18n = createI18n();
  await i18n.changeLanguage(globals.locale === 'en' ? 'en' : 'es');
  return { i18n, queryClient: createPanelQueryClient(i18n) } satisfies Loaded;
};

export function PanelScreen({ loaded, parameters }: { loaded: Record<string, unknown>; parameters: Parameters }) {
  const screen = parameters.screen as ScreenParameters | undefined;
  const { i18n, queryClient } = loaded as Partial<Loaded>;
  if (!screen || !i18n || !queryClient) return null;
  return <Routed path={screen.path} i18n={i18n} queryClient={queryClient} />;
}

function Routed({ path, i18n, queryClient }: { path: string } & Loaded) {
  const [router] = useState(() => createMemoryRouter(createRoutes({ i18n, queryClient }), { initialEntries: [path] }));
  return <App i18n={i18n} queryClient={queryClient} router={router} />;
}
