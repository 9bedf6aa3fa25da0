import { listBookings, listRooms, logout, sessionUserStorageKey, type RoomStatusFilter } from '@sereno/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser, roomWithDevice } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { confirmedOfDayFilters } from '../../shared/bookings/bookingsOfDay.ts';
import { localToday } from '../../shared/dates/localDay.ts';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const tiles: Record<RoomStatusFilter, string> = { connected: 'Conectadas', noiseAlert: 'Con alerta de ruido', disconnected: 'Desconectadas' };

/** The figure a tile shows, or undefined while it loads. */
function shown(status: RoomStatusFilter): number | undefined {
  const count = page.getByRole('region', { name: tiles[status], exact: true }).element().getAttribute('data-count');
  return count === null ? undefined : Number(count);
}

const total = async (status: RoomStatusFilter) => (await listRooms({ status, limit: 1 })).totalRooms;
const live = () => page.getByRole('status').getByText('En directo');

describe('the dashboard', () => {
  it('shows as many rooms in each state as the rooms list has', async () => {
    await logInAs('admin');
    renderApp(paths.home);
    await expect.element(page.getByRole('heading', { name: 'Tus salas ahora' })).toBeVisible();
    for (const status of ['connected', 'noiseAlert', 'disconnected'] as const) {
      const expected = await total(status);
      await expect.poll(() => shown(status)).toBe(expected);
      await expect.element(page.getByRole('region', { name: tiles[status], exact: true }).getByText(String(expected), { exact: true })).toBeVisible();
    }
  });

  it('leads from a tile to the rooms list filtered by its state', async () => {
    await logInAs('customer');
    const { router } = renderApp(paths.home);
    await expect.poll(() => shown('disconnected')).toBeTypeOf('number');
    await page.getByRole('link', { name: /^Desconectadas/ }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Salas' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.rooms);
    expect(router.state.location.search).toBe('?status=disconnected');
    await expect.element(page.getByRole('button', { name: /Desconectada/ })).toBeVisible();
  });

  it('counts only the rooms a customer may see', async () => {
    await logInAs('customer');
    renderApp(paths.home);
    const disconnected = await total('disconnected');
    const connected = await total('connected');
    await expect.poll(() => shown('disconnected')).toBe(disconnected);
    await expect.poll(() => shown('connected')).toBe(connected);
  });

  it('moves a room from disconnected to connected as soon as its device reports', async () => {
    await logInAs('admin');
    const device = await roomWithDevice();
    renderApp(paths.home);
    await expect.element(live()).toBeVisible();
    const before = { connected: await total('connected'), disconnected: await total('disconnected') };
    await expect.poll(() => shown('connected')).toBe(before.connected);
    await expect.poll(() => shown('disconnected')).toBe(before.disconnected);

    await device.report();
    await expect.poll(() => shown('connected')).toBe(before.connected + 1);
    await expect.poll(() => shown('disconnected')).toBe(before.disconnected - 1);
    expect(await total('connected')).toBe(before.connected + 1);
  });

  it('returns to the login page when a call finds the session ended elsewhere', async () => {
    await logInAs('admin');
    const device = await roomWithDevice();
    const { router } = renderApp(paths.home);
    await expect.element(live()).toBeVisible();
    await expect.poll(() => shown('connected')).toBeTypeOf('number');

    // The session ends on the server (logged out in another request); the page still shows the user.
    await logout();
    await expect.element(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();

    // The next call the page makes — the counts refreshed by the device's status event — answers 401.
    await device.report();
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(localStorage.getItem(sessionUserStorageKey)).toBeNull();
  });
});

describe("the dashboard's check-ins and check-outs today", () => {
  const stayTiles = { checkIn: 'Entradas hoy', checkOut: 'Salidas hoy' } as const;
  const stayCount = (kind: keyof typeof stayTiles): number | undefined => {
    const count = page.getByRole('region', { name: stayTiles[kind], exact: true }).element().getAttribute('data-count');
    return count === null ? undefined : Number(count);
  };
  const expected = async (kind: keyof typeof stayTiles) => (await listBookings({ ...confirmedOfDayFilters(kind, localToday()), limit: 1 })).totalBookings;

  it("counts today's confirmed arrivals and departures, as the bookings list behind each tile has them", async () => {
    await logInAs('customer');
    const { router } = renderApp(paths.home);
    for (const kind of ['checkIn', 'checkOut'] as const) {
      // The demo has a guest arriving and one leaving today (and a cancelled arrival, not counted).
      const count = await expected(kind);
      expect(count).toBeGreaterThan(0);
      await expect.poll(() => stayCount(kind)).toBe(count);
    }

    const arrivals = await expected('checkIn');
    await page.getByRole('link', { name: /^Entradas hoy/ }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.bookings);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ checkIn: localToday(), onlyConfirmed: 'true' });
    await expect.element(page.getByText(arrivals === 1 ? '1 reserva' : `${arrivals} reservas`, { exact: true })).toBeVisible();
    await expect
      .poll(
        () =>
          page
            .getByRole('table', { name: 'Reservas' })
            .getByRole('button', { name: /^Ver la reserva de / })
            .elements().length,
      )
      .toBe(arrivals);
  });

  it('leads from the check-outs tile to the day’s departures', async () => {
    await logInAs('admin');
    const { router } = renderApp(paths.home);
    const departures = await expected('checkOut');
    await expect.poll(() => stayCount('checkOut')).toBe(departures);
    await page.getByRole('link', { name: /^Salidas hoy/ }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('checkOut')).toBe(localToday());
    await expect
      .poll(
        () =>
          page
            .getByRole('table', { name: 'Reservas' })
            .getByRole('button', { name: /^Ver la reserva de / })
            .elements().length,
      )
      .toBe(departures);
  });

  it('turns to the new day at midnight: the counts and the links follow the viewer’s calendar', async () => {
    await logInAs('customer');
    renderApp(paths.home);
    await expect.poll(() => stayCount('checkIn')).toBe(await expected('checkIn'));
    const link = () =>
      page
        .getByRole('link', { name: /^Entradas hoy/ })
        .element()
        .getAttribute('href');
    expect(link()).toBe(withQuery(paths.bookings, { checkIn: localToday(), onlyConfirmed: true }));

    // The browser's clock passes midnight; the page, hidden meanwhile, comes back into view.
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(0, 0, 30, 0);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(tomorrow);
      document.dispatchEvent(new Event('visibilitychange'));
      const day = localToday();
      // The demo: Carlos Navarro's group arrives at the Casa Pedregalejo tomorrow.
      const arrivals = await expected('checkIn');
      expect(arrivals).toBeGreaterThan(0);
      await expect.poll(link).toBe(withQuery(paths.bookings, { checkIn: day, onlyConfirmed: true }));
      await expect.poll(() => stayCount('checkIn')).toBe(arrivals);
      await expect.poll(() => stayCount('checkOut')).toBe(await expected('checkOut'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not shown to manufacturers, who see no bookings', async () => {
    await logInAs('manufacturer');
    renderApp(paths.home);
    await expect.element(page.getByRole('heading', { name: 'Fabricación' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Entradas y salidas de hoy' }).elements()).toHaveLength(0);
  });
});
