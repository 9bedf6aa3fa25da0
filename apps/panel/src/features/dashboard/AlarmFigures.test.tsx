// The dashboard's active alarms tile, in a file of its own beside DashboardPage.test.tsx (whose room and
// stay tiles others extend at the same time): the count against the API, the link, live, and scope.
import { listAlarms, logout, resolveAlarm } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { alarmingRoom, roomWithSmokeAlarm } from '../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const tile = () => page.getByRole('region', { name: 'Alarmas activas', exact: true });
/** The alarms section's own stream is open: an alarm raised from now on arrives live. */
const listening = () => page.getByRole('region', { name: 'Alarmas', exact: true });
/** The figure the tile shows, or undefined while it loads. */
const shown = (): number | undefined => {
  const count = tile().element().getAttribute('data-count');
  return count === null ? undefined : Number(count);
};
/** Every active alarm the session sees, with or without a notification, as the API counts them. */
const activeAlarms = async () => (await listAlarms({ state: 'active', showAll: 'true', limit: 1 })).totalAlarms;

describe("the dashboard's active alarms", () => {
  it('shows as many active alarms as the API has, loud when there are some, and leads to them', async () => {
    await logInAs('admin');
    await roomWithSmokeAlarm();
    const { router } = renderApp(paths.home);
    const expected = await activeAlarms();
    expect(expected).toBeGreaterThan(0);
    await expect.poll(shown).toBe(expected);
    expect(tile().element().querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('critical');

    await page.getByRole('link', { name: /^Alarmas activas/ }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Alarmas' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.alarms);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ state: 'active', showAll: 'true' });
    // Active alarms first, the most severe and oldest at the top: the room's new one may be on a later
    // page when tests share the server, so each row shown is checked to be active instead.
    const rows = () => page.getByRole('table', { name: 'Alarmas' }).getByRole('row').elements().slice(1);
    await expect.poll(() => rows().length > 0 && rows().every((row) => row.textContent?.includes('Activa'))).toBe(true);
    expect(page.getByRole('heading', { level: 1, name: 'Alarmas' }).element().closest('main')?.textContent).toContain(`${expected} alarma`);
  });

  it('counts a new alarm, and one resolved, live', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    renderApp(paths.home);
    await expect.element(listening()).toHaveAttribute('data-live', 'live');
    const before = await activeAlarms();
    await expect.poll(shown).toBe(before);

    await room.report({ noise: 40, smokingProbability: 91 });
    await expect.poll(shown).toBe(before + 1);
    // And names the rooms in alarm, as the alarms page orders them (tests share the server: the API says which).
    const named = () =>
      page
        .getByRole('list', { name: 'Salas en alarma' })
        .getByRole('link')
        .elements()
        .map((link) => link.getAttribute('href'));
    const top = async () =>
      (await listAlarms({ state: 'active', showAll: 'true', sortKey: 'priority', limit: 5 })).alarms.map((item) => paths.room(item.roomId));
    await expect.poll(named).toEqual(await top());
    const [alarm] = await room.alarms();
    await resolveAlarm(alarm?._id ?? '');
    await expect.poll(shown).toBe(before);
  });

  it("counts only the customer's own active alarms, calm when there are none, live", async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    // Two rooms whose devices have not reported yet: one of the customer's, one of the administrator's.
    const theirs = await alarmingRoom({ ownerId: customer._id });
    const others = await alarmingRoom();
    await logInAs('customer');
    const own = await activeAlarms();
    renderApp(paths.home);
    await expect.element(listening()).toHaveAttribute('data-live', 'live');
    await expect.poll(shown).toBe(own);
    if (own === 0) expect(tile().element().querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('neutral');

    // The devices report smoke (their own tokens; the session stays the customer's): only the
    // customer's room counts.
    await others.report({ noise: 40, smokingProbability: 93 });
    await theirs.report({ noise: 40, smokingProbability: 93 });
    await expect.poll(shown).toBe(own + 1);
    expect(await activeAlarms()).toBe(own + 1);
  });
});
