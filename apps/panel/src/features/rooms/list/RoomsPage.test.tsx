import { apiClient, createRoom, listAlarms, listRooms, logout, resolveAlarm, type RoomStatusFilter } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { roomWithSmokeAlarm } from '../../../../test/alarms.ts';
import { licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../../test/looks.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths, withQuery } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const cards = () => page.getByRole('list', { name: 'Salas' }).getByRole('article');
const cardOf = (name: string) => page.getByRole('article', { name });
const searchParam = (router: ReturnType<typeof renderApp>['router'], key: string) => new URLSearchParams(router.state.location.search).get(key);

/** A device in a room of its own that reports the noise it is given (an administrator's session). */
async function reportingRoom() {
  const monitorId = `TST-${unique().toUpperCase()}`;
  const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
  expect(device.response.status).toBe(201);
  const name = `Sala ${monitorId}`;
  await apiClient().POST('/api/rooms', { body: { name, monitorId } });
  let seq = 0;
  return {
    name,
    monitorId,
    /** One reading, taken now or at `ts`. */
    report: async (values: { noise: number; temperature?: number; smokingProbability?: number; pax?: number; ts?: string }) => {
      seq += 1;
      const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
        params: { path: { monitorId } },
        headers: { Authorization: `Bearer ${device.data?.token ?? ''}` },
        body: [{ seq, ts: new Date().toISOString(), ...values }],
      });
      expect(answer.response.status).toBe(202);
    },
  };
}

/** How many times the page asked for a page of rooms (the browser's resource timing). */
const roomPageRequests = () => performance.getEntriesByType('resource').filter((entry) => /\/api\/rooms\?/.test(entry.name)).length;

describe('the rooms list', () => {
  it('shows the rooms of a status filter from the URL, and changes it with the status select', async () => {
    await logInAs('admin');
    const expected = async (status: RoomStatusFilter) => (await listRooms({ status, limit: 25 })).rooms.map((room) => room.name);
    const { router } = renderApp(withQuery(paths.rooms, { status: 'disconnected', limit: 25 }));
    const disconnected = await expected('disconnected');
    await expect.poll(() => cards().elements().length).toBe(disconnected.length);
    for (const card of cards().elements()) expect(card.getAttribute('data-status')).toBe('disconnected');

    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Todas' }).click();
    await expect.poll(() => searchParam(router, 'status')).toBeNull();
    const all = (await listRooms({ limit: 25 })).totalRooms;
    await expect.poll(() => cards().elements().length).toBe(Math.min(all, 25));
    // The filter is the query string's: the back button brings the disconnected rooms back.
    expect(searchParam(router, 'limit')).toBe('25');
  });

  it('shows on each card the guest in the room, or the next to arrive', async () => {
    await logInAs('customer');
    // The demo's stays: Oliver Smith is in the Ático Malagueta; Carlos Navarro arrives tomorrow at the
    // Casa Pedregalejo. Searched by name: other tests' rooms of the customer may fill the first page.
    const atico = renderApp(withQuery(paths.rooms, { search: 'Malagueta' }));
    await expect.element(cardOf('Ático Malagueta').getByText(/^Huésped: Oliver Smith, sale /)).toBeVisible();
    await (await atico.screen).unmount();
    renderApp(withQuery(paths.rooms, { search: 'Pedregalejo' }));
    await expect.element(cardOf('Casa Pedregalejo').getByText(/^Próxima llegada: Carlos Navarro, /)).toBeVisible();
  });

  it('shows an alarm on its card as soon as it is raised, and takes it off when it is resolved, live', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await room.report({ noise: 40 });
    renderApp(withQuery(paths.rooms, { search: room.monitorId }));
    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();
    await expect.element(cardOf(room.name)).toBeVisible();
    expect(cardOf(room.name).getByText('1 alarma activa').elements()).toHaveLength(0);
    await room.report({ noise: 41, smokingProbability: 90 });
    await expect.element(cardOf(room.name).getByText('1 alarma activa')).toBeVisible();
    const [alarm] = (await listAlarms({ showAll: 'true', state: 'active', limit: 25 })).alarms.filter((item) => item.monitorId === room.monitorId);
    await resolveAlarm(alarm?._id ?? '');
    await expect.element(cardOf(room.name).getByText('1 alarma activa')).not.toBeInTheDocument();
  });

  it('shows the active alarms of a room on its card and in the table', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    // Smoke over the room's threshold (70 %) raises an alarm at once.
    await room.report({ noise: 40, smokingProbability: 92 });
    renderApp(withQuery(paths.rooms, { search: room.monitorId }));
    await expect.element(cardOf(room.name).getByText('1 alarma activa')).toBeVisible();
    await page.getByText('Tabla', { exact: true }).click();
    await expect.element(page.getByRole('row', { name: new RegExp(room.name) }).getByText('1 alarma activa')).toBeVisible();
    await page.getByLabelText('Buscar').fill('Ático');
    await expect.element(page.getByRole('row', { name: /Ático Malagueta/ }).getByText(/^sale /)).toBeVisible();
  });

  it('puts the rooms in alarm first when asked, the most severe on top', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const burning = await roomWithSmokeAlarm({ ownerId: customer._id });
    await logInAs('customer');
    const { router } = renderApp(paths.rooms);
    await page.getByRole('button', { name: /Ordenar por/ }).click();
    await page.getByRole('option', { name: 'Alarmas primero, las más graves antes' }).click();
    await expect.poll(() => searchParam(router, 'sortKey')).toBe('alarms');
    // The order is the server's (tests share it: other rooms may be in alarm too); this room's alarm puts it among the first.
    const expected = (await listRooms({ sortKey: 'alarms', sortDirection: 'asc', limit: 10 })).rooms.map((room) => room.name);
    expect(expected).toContain(burning.name);
    for (const [index, name] of expected.entries()) await expect.poll(() => cards().elements()[index]?.textContent ?? '').toContain(name);
  });

  it('switches between cards and a table, keeping the choice in the URL', async () => {
    await logInAs('customer');
    const { router } = renderApp(paths.rooms);
    const [first] = (await listRooms({ sortKey: 'name', sortDirection: 'asc' })).rooms;
    await expect.element(cardOf(first?.name ?? '')).toBeVisible();
    await page.getByText('Tabla', { exact: true }).click();
    await expect.element(page.getByRole('table', { name: 'Salas' })).toBeVisible();
    expect(searchParam(router, 'view')).toBe('table');
    await expect.element(page.getByRole('table', { name: 'Salas' }).getByRole('link', { name: first?.name ?? '', exact: true })).toBeVisible();

    // Sorting by a header is the server's, and the URL's: by name (the default) it turns descending.
    await page.getByRole('button', { name: 'Nombre', exact: true }).click();
    await expect.poll(() => searchParam(router, 'sortDirection')).toBe('desc');
    const names = (await listRooms({ sortKey: 'name', sortDirection: 'desc' })).rooms.map((room) => room.name);
    await expect
      .poll(() =>
        page
          .getByRole('table')
          .getByRole('link')
          .elements()
          .map((link) => link.textContent),
      )
      .toEqual(names);

    await page.getByText('Tarjetas', { exact: true }).click();
    await expect.poll(() => searchParam(router, 'view')).toBeNull();
    await expect.element(cardOf(names[0] ?? '')).toBeVisible();
  });

  it("fits an administrator's table, owner and actions included, in a 1440 px window", async () => {
    await logInAs('admin');
    await setWidth('desktop');
    renderApp(withQuery(paths.rooms, { view: 'table' }));
    const table = page.getByRole('table', { name: 'Salas' });
    // The device and the owner under each room's name.
    await expect.element(table.getByText(/^SRN-\d{4} · customer/).first()).toBeVisible();
    await expect.element(table.getByRole('button', { name: 'Fusionar' }).first()).toBeVisible();
    expectNoSidewaysScroll();
    await expectNoAxeViolations();
    await picture('rooms-table-admin-1440-light');
    await setTheme('dark');
    await picture('rooms-table-admin-1440-dark');
  });

  it('searches 300 ms after the last key, through the URL', async () => {
    await logInAs('customer');
    const { router } = renderApp(paths.rooms);
    await expect.element(cardOf('Estudio Soho')).toBeVisible();
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    // Two keystrokes' worth of text in one go (a busy machine types slower than 300 ms a key):
    // nothing is sent until the pause, and then only the last text.
    const input = page.getByRole('searchbox', { name: 'Buscar' }).element() as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const text of ['pedr', 'pedregal']) {
      setValue?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(searchParam(router, 'search')).toBeNull();
    await expect.poll(() => searchParam(router, 'search')).toBe('pedregal');
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('search=pedr&') || entry.name.endsWith('search=pedr'))).toEqual([]);
    await expect.poll(() => cards().elements().length).toBe(1);
    await expect.element(cardOf('Casa Pedregalejo')).toBeVisible();

    await userEvent.fill(page.getByRole('searchbox', { name: 'Buscar' }), 'no-such-room');
    await expect.element(page.getByRole('heading', { name: 'Ninguna sala coincide' })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.element(cardOf('Estudio Soho')).toBeVisible();
    await expect.element(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('shows a reading on its card as it arrives, without asking for the page again', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    // Room for every request of the run in the browser's resource timing, which counts the page's requests.
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    renderApp(withQuery(paths.rooms, { search: room.monitorId }));
    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();
    await expect.element(cardOf(room.name)).toHaveAttribute('data-status', 'disconnected');

    // The first reading connects the room: a status change, which refreshes the page.
    await room.report({ noise: 44 });
    await expect.element(cardOf(room.name)).toHaveAttribute('data-status', 'connected');
    await expect.element(cardOf(room.name).getByTestId('noise')).toHaveTextContent('44');
    await expect.poll(() => roomPageRequests()).toBeGreaterThan(0);
    // The events are at most one a second per room; the refetch of the status change settles meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const requests = roomPageRequests();

    // A later reading only changes the card (values that raise no alarm, which would change the status).
    await room.report({ noise: 58, temperature: 23.5, smokingProbability: 2, pax: 1 });
    await expect.element(cardOf(room.name).getByTestId('noise')).toHaveTextContent('58');
    await expect.element(cardOf(room.name).getByText('Bajo')).toBeVisible();
    await expect.element(cardOf(room.name).getByText('23,5 °C')).toBeVisible();
    await expect.element(cardOf(room.name).getByText('2 %')).toBeVisible();
    await expect.element(cardOf(room.name).getByText('1 dispositivo')).toBeVisible();
    expect(roomPageRequests()).toBe(requests);
  });

  it('greys the values of a reading older than the disconnection limit, says how old it is, and calls the room disconnected', async () => {
    await logInAs('admin');
    const fresh = await reportingRoom();
    const quiet = await reportingRoom();
    await fresh.report({ noise: 58, temperature: 21 });
    await quiet.report({ noise: 58, temperature: 21, ts: new Date(Date.now() - 45 * 60_000).toISOString() });
    renderApp(withQuery(paths.rooms, { search: 'Sala TST-' }));
    await expect.element(cardOf(quiet.name).getByText(/^Sin datos recientes: última lectura/)).toBeVisible();
    await expect.element(cardOf(fresh.name).getByTestId('noise')).toHaveTextContent('58');
    // One rule, the server's: the room whose newest reading is old is disconnected, never "connected" beside grey values.
    await expect.element(cardOf(quiet.name)).toHaveAttribute('data-status', 'disconnected');
    await expect.element(cardOf(fresh.name)).toHaveAttribute('data-status', 'connected');
    /** Whether the card's noise figure is written in the grey of its unit. */
    const greyed = (name: string) => {
      const noise = cardOf(name).getByTestId('noise').element();
      return getComputedStyle(noise).color === getComputedStyle(noise.nextElementSibling as Element).color;
    };
    expect(greyed(quiet.name)).toBe(true);
    expect(greyed(fresh.name)).toBe(false);
    cardOf(quiet.name).element().scrollIntoView({ block: 'center' });
    await expectNoAxeViolations();
    await picture('room-card-stale-light');
    await setTheme('dark');
    await expectNoAxeViolations();
    await picture('room-card-stale-dark');
  });

  it('puts a device in a room that has none', async () => {
    await logInAs('admin');
    const monitorId = `TST-${unique().toUpperCase()}`;
    expect((await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } })).response.status).toBe(201);
    renderApp(withQuery(paths.rooms, { search: 'Loft Centro' }));
    await cardOf('Loft Centro Histórico').getByRole('button', { name: 'Solicitar un dispositivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Un dispositivo para «Loft Centro Histórico»' });
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await expect.element(dialog.getByText('Campo requerido')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Número del dispositivo' }).fill('SRN-9999');
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await expect.element(dialog.getByText('El dispositivo no existe')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Número del dispositivo' }).fill(monitorId);
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await expect.element(page.getByText(`El dispositivo ${monitorId} vigila ahora «Loft Centro Histórico».`)).toBeVisible();
    await expect.element(cardOf('Loft Centro Histórico').getByRole('button', { name: 'Solicitar un dispositivo' })).not.toBeInTheDocument();
    expect((await listRooms({ search: 'Loft Centro' })).rooms[0]?.monitorId).toBe(monitorId);
  });

  it("changes a room's device: a customer's two rooms swap theirs", async () => {
    await logInAs('customer');
    const tag = unique();
    const [first, second] = [`Cambio A ${tag}`, `Cambio B ${tag}`];
    await licenceFreeRoom(first);
    await licenceFreeRoom(second);
    const deviceOf = async (name: string) => (await listRooms({ search: name })).rooms[0]?.monitorId;
    const [firstDevice, secondDevice] = [await deviceOf(first), await deviceOf(second)];
    renderApp(withQuery(paths.rooms, { search: tag }));
    await cardOf(first).getByRole('button', { name: 'Cambiar dispositivo' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar el dispositivo de «${first}»` });
    await expect.element(dialog.getByText(`Ahora la vigila ${firstDevice}.`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Número del dispositivo' }).fill(secondDevice ?? '');
    await dialog.getByRole('button', { name: 'Cambiar' }).click();
    await expect.element(page.getByText(`El dispositivo ${secondDevice} vigila ahora «${first}».`)).toBeVisible();
    expect(await deviceOf(first)).toBe(secondDevice);
    expect(await deviceOf(second)).toBe(firstDevice);
  });

  it('merges a room into another of the same owner, after asking', async () => {
    await logInAs('customer');
    const tag = unique();
    await createRoom({ name: `Fusión origen ${tag}`, address: `Calle Origen ${tag}` });
    await createRoom({ name: `Fusión destino ${tag}` });
    renderApp(withQuery(paths.rooms, { search: tag }));
    await cardOf(`Fusión origen ${tag}`).getByRole('button', { name: 'Fusionar' }).click();
    const dialog = page.getByRole('dialog', { name: `Fusionar «Fusión origen ${tag}» con otra sala` });
    await expect.element(dialog.getByText(/Las reservas y las tareas no se reasignan/)).toBeVisible();
    await dialog.getByText(`Fusión destino ${tag}`).click();
    await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `¿Fusionar «Fusión origen ${tag}» con «Fusión destino ${tag}»?` });
    await confirm.getByRole('button', { name: 'Fusionar' }).click();
    await expect.element(page.getByText(`«Fusión origen ${tag}» se ha fusionado con «Fusión destino ${tag}».`)).toBeVisible();
    await expect.poll(() => cards().elements().length).toBe(1);
    const [target] = (await listRooms({ search: tag })).rooms;
    expect(target).toMatchObject({ name: `Fusión destino ${tag}`, address: `Calle Origen ${tag}` });
  });

  it('speaks English', async () => {
    resetBrowser('en');
    await logInAs('customer');
    renderApp(withQuery(paths.rooms, { view: 'table' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Rooms' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add room' })).toBeVisible();
  });
});
