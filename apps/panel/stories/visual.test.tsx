// The panel's screens, pictured and compared with their references (stories/__screenshots__/): the
// stories whose look does not depend on today's date, in the light and the dark theme. Run by
// `pnpm visual` (the root), which writes a report of the differences; `pnpm visual --update` takes
// new references on purpose.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview.tsx';
import * as access from './Auth.stories.tsx';
import * as dashboard from './Dashboard.stories.tsx';
import * as monitors from './Monitors.stories.tsx';
import * as outbox from './Outbox.stories.tsx';
import * as protocols from './Protocols.stories.tsx';
import * as wizard from './RoomWizard.stories.tsx';
import * as rooms from './Rooms.stories.tsx';
import * as settings from './Settings.stories.tsx';
import * as userDetails from './UserDetail.stories.tsx';

const project = setProjectAnnotations([preview]);

function screensIn(theme: 'light' | 'dark') {
  const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, theme } };
  const { Login, Register, ResetPassword, NewPassword, NewPasswordExpiredLink } = composeStories(access, annotations);
  const { Empty: OutboxEmpty } = composeStories(outbox, annotations);
  const { Forbidden } = composeStories(dashboard, annotations);
  const { CardsEmpty, CardsNetworkError } = composeStories(rooms, annotations);
  const { Empty: MonitorsEmpty, NetworkError: MonitorsNetworkError } = composeStories(monitors, annotations);
  const { Assets, Summary } = composeStories(protocols, annotations);
  const { AddressStep } = composeStories(wizard, annotations);
  const { Notifications, Integrations } = composeStories(settings, annotations);
  const { Forbidden: UserForbidden } = composeStories(userDetails, annotations);
  return [
    ['access-login', Login],
    ['access-register', Register],
    ['access-reset-password', ResetPassword],
    ['access-new-password', NewPassword],
    ['access-new-password-expired', NewPasswordExpiredLink],
    ['dashboard-403', Forbidden],
    ['rooms-empty', CardsEmpty],
    ['rooms-network-error', CardsNetworkError],
    ['monitors-empty', MonitorsEmpty],
    ['monitors-network-error', MonitorsNetworkError],
    ['outbox-empty', OutboxEmpty],
    ['protocols-assets', Assets],
    ['protocols-summary', Summary],
    ['room-wizard-address', AddressStep],
    ['settings-notifications', Notifications],
    ['settings-integrations', Integrations],
    ['user-details-403', UserForbidden],
  ] as const;
}

beforeAll(async () => {
  await project.beforeAll?.();
  await page.viewport(1280, 800);
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
});

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  it.each(screensIn(theme))('%s looks as it did', async (name, Story) => {
    await page.viewport(1280, 800);
    const canvasElement = document.createElement('div');
    canvasElement.dataset.testid = `screen-${name}-${theme}`;
    document.body.replaceChildren(canvasElement);
    await Story.run({ canvasElement });
    await document.fonts.ready;
    // A screen taller than the window is pictured whole: the window grows to it, so that what lies
    // below the fold is painted (an element's picture beyond the viewport comes out blank).
    // Its layout may follow the window's height, so the window grows until the screen stops growing.
    let height = 800;
    for (let round = 0; round < 4; round++) {
      const needed = Math.max(800, Math.ceil(canvasElement.getBoundingClientRect().height), document.documentElement.scrollHeight);
      if (needed === height) break;
      height = needed;
      await page.viewport(1280, height);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await expect.element(page.getByTestId(`screen-${name}-${theme}`)).toMatchScreenshot(`${name}-${theme}`);
  });
});
