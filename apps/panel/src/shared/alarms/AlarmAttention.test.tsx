import { activeAlarmCountQuery, logout } from '@sereno/api-client';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { alarmingRoom } from '../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

/** The count of active alarms as the API answers it. */
const activeCount = () => new QueryClient().fetchQuery(activeAlarmCountQuery());

describe('a new alarm on any page', () => {
  it('shows a toast with links to its room and the active alarms, and the tab title counts the active alarms', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    const { router } = renderApp(paths.home);
    const before = await activeCount();
    await expect.poll(() => document.title).toBe(before > 0 ? `(${before}) Sereno` : 'Sereno');
    // The page's listeners share one stream: once the dashboard's alarms are live, so is the attention.
    await expect.poll(() => document.querySelector('section[data-live="live"]')).not.toBeNull();
    await room.report({ noise: 40, smokingProbability: 95 });
    const toast = page.getByRole('alert').filter({ hasText: `Nueva alarma en ${room.name}` });
    await expect.element(toast).toBeVisible();
    await expect.poll(() => document.title).toBe(`(${before + 1}) Sereno`);
    await toast.getByRole('link', { name: 'Ver la sala' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(paths.room(room.roomId));
    await expect.element(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  });

  it("badges the tab's icon with the count and, for a night agent, chimes; both follow the alert settings", async () => {
    // The browser's audio, recorded: a chime is two notes played through it (the page's audio may
    // already exist, made by an earlier test's tap: its prototype is where to listen).
    const notes: number[] = [];
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      notes.push(Date.now());
      return createOscillator.call(this);
    };
    try {
      await logInAs('admin');
      const room = await alarmingRoom();
      await logInAs('agent');
      renderApp(withQuery(paths.alarms, { state: 'active' }));
      await expect.poll(() => document.querySelector('[data-live="live"]')).not.toBeNull();
      // The sound is on by default for a night agent, said in the alert settings.
      await page.getByRole('button', { name: 'Sonido y avisos' }).click();
      await expect.element(page.getByRole('switch', { name: 'Sonar con cada alarma nueva' })).toBeChecked();
      await page.getByRole('dialog', { name: 'Avisos de alarmas nuevas' }).getByRole('button', { name: 'Listo' }).click();
      // That tap let the page sound (the browser's autoplay rule).
      notes.length = 0;
      const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? '';
      await room.report({ noise: 40, smokingProbability: 95 });
      await expect.element(page.getByRole('alert').filter({ hasText: `Nueva alarma en ${room.name}` })).toBeVisible();
      await expect.poll(() => notes.length).toBeGreaterThanOrEqual(2);
      await expect.poll(icon).toMatch(/^data:image\/svg\+xml,/);
      // The count on it is the active alarms'.
      const active = await activeCount();
      // The icon is drawn again once the count's own request answers: waited for, not read at once.
      await expect.poll(() => decodeURIComponent(icon())).toContain(`>${active > 9 ? '9+' : active}</text>`);

      // Turned off, the next alarm is silent.
      await page.getByRole('button', { name: 'Sonido y avisos' }).click();
      await page.getByText('Sonar con cada alarma nueva', { exact: true }).click();
      await expect.element(page.getByRole('switch', { name: 'Sonar con cada alarma nueva' })).not.toBeChecked();
      await page.getByRole('dialog', { name: 'Avisos de alarmas nuevas' }).getByRole('button', { name: 'Listo' }).click();
      notes.length = 0;
      await logInAs('admin');
      const second = await alarmingRoom();
      await logInAs('agent');
      await second.report({ noise: 40, smokingProbability: 95 });
      await expect.element(page.getByRole('alert').filter({ hasText: `Nueva alarma en ${second.name}` })).toBeVisible();
      expect(notes).toEqual([]);
    } finally {
      AudioContext.prototype.createOscillator = createOscillator;
    }
    // Two alarms raised through the real server while other suites share the machine.
  }, 120_000);
});
