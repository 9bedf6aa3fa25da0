import { createMemoryRouter } from 'react-router';
import { render } from 'vitest-browser-react';
import { App } from '../src/app/App.tsx';
import { createI18n } from '../src/app/i18n.ts';
import { createPanelQueryClient } from '../src/app/queryClient.ts';
import { createRoutes } from '../src/app/router.tsx';

/** The whole panel — providers, routes, pages — at `path`, talking to the real API. */
export function renderApp(path: string) {
  const i18n = createI18n();
  const queryClient = createPanelQueryClient(i18n);
  const router = createMemoryRouter(createRoutes({ i18n, queryClient }), { initialEntries: [path] });
  const screen = render(<App i18n={i18n} queryClient={queryClient} router={router} />);
  return { screen, router };
}
