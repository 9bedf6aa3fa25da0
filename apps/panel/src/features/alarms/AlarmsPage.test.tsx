import { getAlarmStatistics, listAlarms, listRooms, logout, resolveAlarm } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { alarmingRoom, roomWithSmokeAlarm } from '../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

type Router = ReturnType<typeof renderApp>['router'];
const searchOf = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => page.getByRole('table', { name: 'Alarmas' });
const filters = () => page.getByRole('search', { name: 'Filtros de alarmas' });
const rowOf = (roomName: string) => table().getByRole('row', { name: new RegExp(roomName) });
const bodyRows = () => table().getByRole('row').elements().slice(1);
/** The figure of a statistic, or undefined while it loads. */
const statistic = (name: string) => {
  const count = page.getByRole('region', { name, exact: true }).element().getAttribute('data-count');
  return count === null ? undefined : Number(count);
};
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** `yyyy-MM-dd HH:mm` on the browser's clock, worked out here rather than with the page's helper. */
const localMinute = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())} ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
};

describe('the alarms page', () => {
  it('lists a real alarm with its type, level, room, local date, notifications and state, and its statistics', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId, showAll: true }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Alarmas' })).toBeVisible();
    const row = rowOf(room.name);
    await expect.element(row.getByText('Humo')).toBeVisible();
    await expect.element(row.getByText('Alto')).toBeVisible();
    await expect.element(row.getByText(localMinute(room.alarm.createdAt))).toBeVisible();
    await expect.element(row.getByText('Activa')).toBeVisible();
    await expect.element(row.getByText('0 llamadas')).toBeInTheDocument();
    await expect.element(row.getByRole('link', { name: room.name })).toHaveAttribute('href', paths.room(room.roomId));
    expect(bodyRows()).toHaveLength(1);
    // The statistics follow the room filter: one alarm, today.
    await expect.poll(() => statistic('Últimos 7 días')).toBe(1);
    expect(statistic('Últimos 30 días')).toBe(1);
    expect(statistic('Total')).toBe(1);
  });

  it('counts every alarm the user sees in the statistics without filters, as the API does', async () => {
    await logInAs('admin');
    await roomWithSmokeAlarm();
    renderApp(paths.alarms);
    const expected = await getAlarmStatistics();
    await expect.poll(() => statistic('Total')).toBe(expected.total);
    expect(statistic('Últimos 7 días')).toBe(expected.last7Days);
    expect(statistic('Últimos 30 días')).toBe(expected.last30Days);
  });

  it('hides the alarms that notified nobody until the switch shows them, kept in the URL', async () => {
    await logInAs('admin');
    // An administrator's own room has no customer and no phones: its alarm tells nobody.
    const room = await roomWithSmokeAlarm();
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Mostrar alarmas sin notificación' })).not.toBeChecked();
    await page.getByText('Mostrar alarmas sin notificación', { exact: true }).click();
    await expect.element(rowOf(room.name)).toBeVisible();
    expect(searchOf(router)).toEqual({ roomId: room.roomId, showAll: 'true' });
  });

  it('filters by type, state and dates through the URL, and clears the filters', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    // A crowd (12 devices or more) and smoke: two alarms of the room, both active.
    await room.report({ noise: 40, pax: 13, smokingProbability: 90 });
    expect((await room.alarms()).map((alarm) => alarm.type).sort()).toEqual(['occupancy', 'smoking']);
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId, showAll: true, type: 'occupancy' }));
    await expect.element(rowOf(room.name).getByText('Aglomeración')).toBeVisible();
    expect(bodyRows()).toHaveLength(1);

    await filters().getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Humo' }).click();
    await expect.element(rowOf(room.name).getByText('Humo')).toBeVisible();
    expect(searchOf(router)).toMatchObject({ type: 'smoking' });
    expect(bodyRows()).toHaveLength(1);

    await filters()
      .getByRole('button', { name: /Estado/ })
      .click();
    await page.getByRole('option', { name: 'Resuelta' }).click();
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    expect(searchOf(router)).toMatchObject({ type: 'smoking', state: 'resolved' });

    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');
    await expect.element(page.getByRole('switch', { name: 'Mostrar alarmas sin notificación' })).not.toBeChecked();

    // Dates are the viewer's days: tomorrow onwards holds nothing of today, today holds both alarms.
    const today = new Date();
    const day = (offset: number) => {
      const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
    };
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, showAll: true, from: day(1) }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, showAll: true, from: day(0), to: day(0) }));
    await expect.poll(() => bodyRows().length).toBe(2);
  });

  it('lets an administrator choose the user and then one of its rooms in the search selects', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const room = await roomWithSmokeAlarm({ ownerId: customer._id });
    const { router } = renderApp(withQuery(paths.alarms, { showAll: true }));
    await userEvent.type(filters().getByRole('combobox', { name: 'Usuario' }), 'custom');
    await page.getByRole('option', { name: 'customer', exact: true }).click();
    await expect.poll(() => searchOf(router).ownerId).toBe(customer._id);
    await expect.poll(() => new Set(bodyRows().map((row) => row.textContent?.includes('customer')))).toEqual(new Set([true]));

    await userEvent.type(filters().getByRole('combobox', { name: 'Sala' }), room.monitorId);
    await page.getByRole('option', { name: room.name }).click();
    await expect.poll(() => searchOf(router)).toEqual({ showAll: 'true', ownerId: customer._id, roomId: room.roomId });
    await expect.poll(() => bodyRows().length).toBe(1);
    await expect.element(rowOf(room.name)).toBeVisible();
  });

  it('shows the names of the user and the room a shared link names by id', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const room = await roomWithSmokeAlarm({ ownerId: customer._id });
    renderApp(withQuery(paths.alarms, { showAll: true, ownerId: customer._id, roomId: room.roomId }));
    await expect.element(rowOf(room.name)).toBeVisible();
    await expect.element(filters().getByRole('combobox', { name: 'Sala' })).toHaveValue(room.name);
    await expect.element(filters().getByRole('combobox', { name: 'Usuario' })).toHaveValue('customer');
  });

  it('shows every field of an alarm in its details, and resolves it there', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId, showAll: true }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
    await expect.element(dialog).toBeVisible();
    for (const text of ['Humo alto', room.monitorId, 'admin', localMinute(room.alarm.createdAt), '92 %', 'Activa', 'Avisado el anfitrión']) {
      await expect.element(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await expect.element(dialog.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} por admin$/)).toBeVisible();
    await expect.element(dialog.getByText('Resuelta', { exact: true })).toBeVisible();
    expect((await room.alarms())[0]).toMatchObject({ state: 'resolved', resolved: { by: { username: 'admin' } } });
  });

  it('resolves an active alarm from its row, which then leaves the active filter', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId, showAll: true, state: 'active' }));
    await rowOf(room.name).getByRole('button', { name: 'Resolver' }).click();
    await expect.element(page.getByText(`Alarma de ${room.name} resuelta.`)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, showAll: true, state: 'resolved' }));
    await expect.element(rowOf(room.name).getByText('Resuelta')).toBeVisible();
    await expect.element(rowOf(room.name).getByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
  });

  it('says so when the alarm was resolved meanwhile (the server answers 409)', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId, showAll: true }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText('Activa', { exact: true })).toBeVisible();
    // Someone else resolves it while the dialog is open.
    await resolveAlarm(room.alarm._id);
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await expect.element(dialog.getByText('Esta alarma ya estaba resuelta.')).toBeVisible();
  });

  it('shows a new alarm as soon as it is raised, live', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    renderApp(withQuery(paths.alarms, { showAll: true, state: 'active', roomId: room.roomId }));
    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    await expect.poll(() => statistic('Total')).toBe(0);
    await room.report({ noise: 40, smokingProbability: 95 });
    await expect.element(rowOf(room.name).getByText('Activa')).toBeVisible();
    await expect.poll(() => statistic('Total')).toBe(1);
  });

  it("shows a customer only its own rooms' alarms, without the user filter", async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const theirs = await roomWithSmokeAlarm({ ownerId: customer._id });
    const others = await roomWithSmokeAlarm();
    await logInAs('customer');
    const ownRooms = new Set((await listRooms({ limit: 25 })).rooms.map((room) => room.name));
    const { router } = renderApp(withQuery(paths.alarms, { showAll: true, limit: 25 }));
    await expect.element(rowOf(theirs.name)).toBeVisible();
    expect(ownRooms.has(theirs.name)).toBe(true);
    const shownRooms = bodyRows().map((row) => row.querySelector('a')?.textContent);
    for (const name of shownRooms) expect(ownRooms).toContain(name);
    expect(shownRooms).not.toContain(others.name);
    expect(page.getByRole('combobox', { name: 'Usuario' }).elements()).toHaveLength(0);
    expect(page.getByRole('columnheader', { name: 'Usuario' }).elements()).toHaveLength(0);

    // Another owner's room, even named in the URL, shows nothing.
    await router.navigate(withQuery(paths.alarms, { showAll: true, roomId: others.roomId }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    expect((await listAlarms({ roomId: others.roomId, showAll: 'true' })).totalAlarms).toBe(0);
  });
});
