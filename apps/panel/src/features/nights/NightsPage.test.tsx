// The morning after (issue 31) against the real server: a customer's room lived a night (a quiet
// evening, a loud hour after midnight, a cigarette), and the customer reads it on the nights page and
// on the booking.
import { apiClient, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { alarmingRoom } from '../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { localDateOf } from '../../shared/dates/localDay.ts';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const minuteMs = 60_000;

/**
 * The newest night that has ended on any room's clock: last night once 09:00 UTC has passed; before
 * that, last night is still going on (its readings would lie in the future), so the night before it.
 */
const nightsBack = new Date().getUTCHours() < 9 ? 2 : 1;

/** A room of the demo customer, booked by Lucía Gómez, that lived a whole night: readings every ten minutes. */
async function roomThatLivedLastNight() {
  const customer = await logInAs('customer');
  await logInAs('admin');
  const room = await alarmingRoom({ ownerId: customer._id });
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - nightsBack);
  // From 17:00 UTC that evening to 08:00 UTC the morning after: the whole night on the room's clock, summer or winter.
  const start = Date.UTC(yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate(), 17, 0);
  const loud = Date.UTC(yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate(), 23, 0);
  await room.send(
    Array.from({ length: 15 * 6 }, (_, index) => {
      const ts = start + index * 10 * minuteMs;
      const isLoud = ts >= loud && ts < loud + 60 * minuteMs;
      return { ts: new Date(ts).toISOString(), noise: isLoud ? 80 : 40, ...(ts === loud ? { smokingProbability: 92 } : {}) };
    }),
  );
  const booking = await apiClient().POST('/api/bookings', {
    body: {
      roomId: room.roomId,
      guest: { firstName: 'Lucía', lastName: 'Gómez' },
      pax: 2,
      checkIn: new Date(start - 2 * 60 * minuteMs).toISOString(),
      checkOut: new Date(now.getTime() + 86_400_000).toISOString(),
      status: 'Confirmed',
    },
  });
  expect(booking.response.status, JSON.stringify(booking.error)).toBe(201);
  await logout();
  await logInAs('customer');
  const night = localDateOf(yesterday);
  // "Anoche" by default; the night before by its date while last night is still going on.
  const nightsPath = withQuery(paths.nights, { roomId: room.roomId, ...(nightsBack === 1 ? {} : { period: 'chosen', night }) });
  return { ...room, yesterday: night, nightsPath };
}

describe('the nights page', () => {
  it("tells a customer how a room's last night went, and the last seven", async () => {
    const room = await roomThatLivedLastNight();
    const { router } = renderApp(room.nightsPath);
    await expect.element(page.getByRole('heading', { level: 2, name: /^Noche del / })).toBeVisible();
    await expect.element(page.getByText(/^Lucía Gómez \(2 personas\), /)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Sala' })).toHaveValue(room.name);
    await expect.element(page.getByText(/^Humo a las \d{2}:\d{2}: máximo 92 %, sigue activa/)).toBeVisible();
    await expect.element(page.getByText(/^\d{2}:\d{2}–\d{2}:\d{2}, 80 dBA de media$/)).toBeVisible();
    await expect.element(page.getByText(/^\d{2}:\d{2}–\d{2}:\d{2}, 40 dBA de media$/)).toBeVisible();
    await expect.element(page.getByText('Envió lecturas toda la noche')).toBeVisible();
    await expect.element(page.getByRole('group', { name: /^Ruido hora a hora, Noche del / })).toBeVisible();

    await page.getByText('Últimas 7 noches', { exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /^Noche del / }).elements().length).toBe(7);
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('last7Nights');
    // The older nights had no device in the room: said, not left blank.
    await expect.element(page.getByText('Sin lecturas').first()).toBeVisible();

    await setWidth('phone');
    try {
      await setTheme('dark');
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture('nights-phone-dark');
    } finally {
      await setWidth('desktop');
    }
  });

  it("tells the stay on the booking's details", async () => {
    const room = await roomThatLivedLastNight();
    renderApp(withQuery(paths.bookings, { roomId: room.roomId }));
    await page.getByRole('button', { name: 'Ver la reserva de Lucía Gómez' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('heading', { level: 3, name: 'Durante la estancia' })).toBeVisible();
    await expect.element(dialog.getByText(/^Humo a las \d{2}:\d{2}: máximo 92 %/)).toBeVisible();
    await expect.element(dialog.getByText(/^\d{2}:\d{2}–\d{2}:\d{2}, 80 dBA de media$/)).toBeVisible();
    await expectNoAxeViolations();
    await picture('booking-stay-desktop-light');
  });

  it('speaks English', async () => {
    resetBrowser('en');
    const room = await roomThatLivedLastNight();
    renderApp(withQuery(paths.nights, { roomId: room.roomId, period: 'chosen', night: room.yesterday }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'How the night went' })).toBeVisible();
    await expect.element(page.getByText(/^Smoke at \d{2}:\d{2}: peak 92 %, still active/)).toBeVisible();
    await expect.element(page.getByText(/^\d{2}:\d{2}–\d{2}:\d{2}, 80 dBA on average$/)).toBeVisible();
    await picture('nights-desktop-light-en');
  });
});
