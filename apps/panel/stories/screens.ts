// Shorthands for the screen stories: where, as whom, with which answers; and the states every
// screen is shown in.
import type { CurrentUser } from '@sereno/api-client';
import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { ScreenParameters } from './PanelScreen.tsx';

export type ScreenStory = StoryObj<{ args: Record<string, never> }>;

/** `parameters` of a story showing `path` to `user`, the API answering with `api` (first match wins). */
export const at = (path: string, user: CurrentUser | null, ...api: HttpHandler[][]): { screen: ScreenParameters } => ({
  screen: { path, user, api: api.flat() },
});

/** The toolbar settings a story pins: phone or desktop, English or Spanish. */
export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const inEnglish = { locale: 'en' };

interface States {
  path: string;
  user: CurrentUser;
  /** The full page's answers. */
  full: HttpHandler[];
  /** A text the full page shows once its data is in. */
  fullShows: RegExp;
  /** The answers with nothing in them. */
  empty: HttpHandler[];
  /** The page's own requests, each kept pending, failing to reach the server, or refused (403). */
  loading: HttpHandler[];
  unreachable: HttpHandler[];
  forbidden: HttpHandler[];
  /** The longest names and values. */
  long: HttpHandler[];
  longShows: RegExp;
  longUser?: CurrentUser;
  /** What the page shows when its data fails to come (network or 403); a "try again" button unless said. */
  errorShows?: RegExp;
}

const retry = /^(Reintentar|Try again|Retry)$/;

/** The states every list screen is shown in: full, loading, empty, unreachable, 403, long names, phone in English. */
export function screenStates(states: States): Record<'Full' | 'Loading' | 'Empty' | 'NetworkError' | 'Forbidden' | 'LongNames' | 'PhoneEnglish', ScreenStory> {
  const { path, user } = states;
  const showsError: ScreenStory['play'] = async ({ canvas }) =>
    void (await (states.errorShows ? canvas.findAllByText(states.errorShows) : canvas.findAllByRole('button', { name: retry })));
  return {
    Full: { parameters: at(path, user, states.full), play: async ({ canvas }) => void (await canvas.findAllByText(states.fullShows)) },
    Loading: { parameters: at(path, user, states.loading, states.full), play: async ({ canvas }) => void (await canvas.findByRole('main')) },
    Empty: { parameters: at(path, user, states.empty), play: async ({ canvas }) => void (await canvas.findByRole('heading', { level: 1 })) },
    NetworkError: {
      name: 'Error: network',
      parameters: at(path, user, states.unreachable, states.full),
      play: showsError,
    },
    Forbidden: {
      name: 'Error: 403',
      parameters: at(path, user, states.forbidden, states.full),
      play: showsError,
    },
    LongNames: {
      name: 'Very long names',
      parameters: at(path, states.longUser ?? user, states.long),
      play: async ({ canvas }) => void (await canvas.findAllByText(states.longShows)),
    },
    PhoneEnglish: {
      name: 'Phone, English',
      globals: { ...onPhone, ...inEnglish },
      parameters: at(path, user, states.full),
      play: async ({ canvas }) => void (await canvas.findAllByText(states.fullShows)),
    },
  };
}
