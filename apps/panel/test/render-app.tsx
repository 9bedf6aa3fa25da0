import { createMemoryRouter } from 'react-router';
import { render } from 'vitest-browser-react';
import { App } from '../src/app/App.tsx';
import { createI18n } from '../src/app/i18n.ts';
import { routes } from '../src/app/router.tsx';

/** The whole panel — providers, routes, pages — at `path`, talking to the real API. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = render(<App i18n={createI18n()} router={router} />);
  return { screen, router };
}
