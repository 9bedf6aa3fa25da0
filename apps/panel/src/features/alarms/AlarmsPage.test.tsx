import {
  activateNodeGraph,
  apiClient,
  createCard,
  createNode,
  getAlarmStatistics,
  getNodeGraph,
  moveNode,
  listAlarms,
  listRooms,
  logout,
  resolveAlarm,
} from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { alarmingRoom, roomWithSmokeAlarm } from '../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { ownerWithRooms } from '../../../test/protocols.ts';
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
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Alarmas' })).toBeVisible();
    const row = rowOf(room.name);
    await expect.element(row.getByText('Humo')).toBeVisible();
    await expect.element(row.getByText('Alto')).toBeVisible();
    await expect.element(row.getByText(localMinute(room.alarm.createdAt))).toBeVisible();
    await expect.element(row.getByText('Activa')).toBeVisible();
    // What it went over, how long it has lasted and how far its escalation got.
    await expect.element(row.getByText('92 % (umbral 70 %)')).toBeVisible();
    await expect.element(row.getByText(/^Dura \d+ min · Avisado el anfitrión$/)).toBeVisible();
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

  it('lists the alarms that notified nobody by default; the switch keeps only those that told someone, kept in the URL', async () => {
    await logInAs('admin');
    // An administrator's own room has no customer and no phones: its alarm tells nobody.
    const room = await roomWithSmokeAlarm();
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await expect.element(rowOf(room.name)).toBeVisible();
    await expect.element(page.getByRole('switch', { name: 'Solo las que avisaron a alguien' })).not.toBeChecked();
    await expect
      .element(page.getByText('Todas las alarmas, avisaran a alguien o no · activas primero, por gravedad y antigüedad · 1 filtro más'))
      .toBeVisible();
    await page.getByText('Solo las que avisaron a alguien', { exact: true }).click();
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    expect(searchOf(router)).toEqual({ roomId: room.roomId, notified: 'true' });
    // Back to the defaults in one tap.
    await page.getByRole('button', { name: 'Restablecer' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');
    await expect.element(page.getByText('Todas las alarmas, avisaran a alguien o no · activas primero, por gravedad y antigüedad')).toBeVisible();
    expect(page.getByRole('button', { name: 'Restablecer' }).elements()).toHaveLength(0);
  });

  it('lists the active alarms first, the most severe and the oldest first, then the resolved ones', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    // A crowd (medium: 12 devices or more) first, then smoke (always high): two active alarms.
    await room.report({ noise: 40, pax: 13 });
    await room.report({ noise: 40, pax: 13, smokingProbability: 90 });
    const resolvedRoom = await roomWithSmokeAlarm();
    await resolveAlarm(resolvedRoom.alarm._id);
    const other = await roomWithSmokeAlarm();
    // A page of 25 holds the active alarms of the tests before this one.
    renderApp(withQuery(paths.alarms, { limit: 25 }));
    await expect.element(rowOf(other.name)).toBeVisible();
    const order = () =>
      bodyRows()
        .map((row) => row.textContent ?? '')
        .filter((text) => [room.name, resolvedRoom.name, other.name].some((name) => text.includes(name)))
        .map((text) => (text.includes(resolvedRoom.name) ? 'resolved' : text.includes(other.name) ? 'other' : text.includes('Humo') ? 'smoke' : 'crowd'));
    // Both smoke alarms are high: the older first; the crowd (medium) after them; resolved last.
    await expect.poll(order).toEqual(['smoke', 'other', 'crowd', 'resolved']);
  });

  it('filters by type, state and dates through the URL, and resets them', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    // A crowd (12 devices or more) and smoke: two alarms of the room, both active.
    await room.report({ noise: 40, pax: 13, smokingProbability: 90 });
    expect((await room.alarms()).map((alarm) => alarm.type).sort()).toEqual(['occupancy', 'smoking']);
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId, type: 'occupancy' }));
    await expect.element(rowOf(room.name).getByText('Ocupación')).toBeVisible();
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

    await page.getByRole('button', { name: 'Restablecer' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');
    await expect.element(page.getByRole('switch', { name: 'Solo las que avisaron a alguien' })).not.toBeChecked();

    // Dates are the viewer's days: tomorrow onwards holds nothing of today, today holds both alarms.
    const today = new Date();
    const day = (offset: number) => {
      const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
    };
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, from: day(1) }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, from: day(0), to: day(0) }));
    await expect.poll(() => bodyRows().length).toBe(2);
  });

  it('lets an administrator choose the user and then one of its rooms in the search selects', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const room = await roomWithSmokeAlarm({ ownerId: customer._id });
    const { router } = renderApp(paths.alarms);
    await userEvent.type(filters().getByRole('combobox', { name: 'Usuario' }), 'custom');
    await page.getByRole('option', { name: 'customer', exact: true }).click();
    await expect.poll(() => searchOf(router).ownerId).toBe(customer._id);
    await expect.poll(() => new Set(bodyRows().map((row) => row.textContent?.includes('customer')))).toEqual(new Set([true]));

    await userEvent.type(filters().getByRole('combobox', { name: 'Sala' }), room.monitorId);
    await page.getByRole('option', { name: room.name }).click();
    await expect.poll(() => searchOf(router)).toEqual({ ownerId: customer._id, roomId: room.roomId });
    await expect.poll(() => bodyRows().length).toBe(1);
    await expect.element(rowOf(room.name)).toBeVisible();
  });

  it('shows the names of the user and the room a shared link names by id', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const room = await roomWithSmokeAlarm({ ownerId: customer._id });
    renderApp(withQuery(paths.alarms, { ownerId: customer._id, roomId: room.roomId }));
    await expect.element(rowOf(room.name)).toBeVisible();
    await expect.element(filters().getByRole('combobox', { name: 'Sala' })).toHaveValue(room.name);
    await expect.element(filters().getByRole('combobox', { name: 'Usuario' })).toHaveValue('customer');
  });

  it('shows every field of an alarm in its details, and resolves it there with a reason and a note after confirming', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
    await expect.element(dialog).toBeVisible();
    for (const text of ['Humo alto', room.monitorId, 'admin', localMinute(room.alarm.createdAt), '92 %', '70 %', 'Activa', 'Avisado el anfitrión']) {
      await expect.element(dialog.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // Resolving asks first: going back leaves the alarm active.
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await expect.element(dialog.getByText('¿Resolver esta alarma?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await expect.element(dialog.getByText('Activa', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await dialog.getByText('Huéspedes avisados', { exact: true }).click();
    await expect.element(dialog.getByRole('radio', { name: 'Huéspedes avisados' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nota (opcional)' }), 'Llamé al huésped y apagaron el cigarro.');
    await dialog.getByRole('button', { name: 'Resolver alarma' }).click();
    // The result shows in the dialog, where the person is looking.
    await expect.element(dialog.getByText(`Alarma de ${room.name} resuelta.`)).toBeVisible();
    await expect.element(dialog.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} por admin$/)).toBeVisible();
    await expect.element(dialog.getByText('Resuelta', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('Huéspedes avisados', { exact: true })).toBeVisible();
    await expect.element(dialog.getByText('Llamé al huésped y apagaron el cigarro.')).toBeVisible();
    expect((await room.alarms())[0]).toMatchObject({
      state: 'resolved',
      resolved: { by: { username: 'admin' }, reason: 'guestsWarned', note: 'Llamé al huésped y apagaron el cigarro.' },
    });
  });

  it('acknowledges an active alarm from its row, which then says who took it', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await rowOf(room.name).getByRole('button', { name: 'Me encargo' }).click();
    await expect.element(page.getByText(`Te encargas de la alarma de ${room.name}.`)).toBeVisible();
    await expect.element(rowOf(room.name).getByText(/^Atendida por admin/)).toBeVisible();
    await expect.element(rowOf(room.name).getByRole('button', { name: 'Me encargo' })).not.toBeInTheDocument();
    expect((await room.alarms())[0]).toMatchObject({ state: 'active', acknowledged: { by: { username: 'admin' } } });
  });

  it('resolves an active alarm from its row after confirming, which then leaves the active filter', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId, state: 'active' }));
    await rowOf(room.name).getByRole('button', { name: 'Resolver' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Resolver la alarma de ${room.name}?` });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    expect((await room.alarms())[0]).toMatchObject({ state: 'active' });

    await rowOf(room.name).getByRole('button', { name: 'Resolver' }).click();
    await confirm.getByText('Falsa alarma', { exact: true }).click();
    await confirm.getByRole('button', { name: 'Resolver alarma' }).click();
    await expect.element(page.getByText(`Alarma de ${room.name} resuelta.`)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    expect((await room.alarms())[0]).toMatchObject({ state: 'resolved', resolved: { reason: 'falseAlarm' } });
    await router.navigate(withQuery(paths.alarms, { roomId: room.roomId, state: 'resolved' }));
    await expect.element(rowOf(room.name).getByText('Resuelta')).toBeVisible();
    await expect.element(rowOf(room.name).getByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
  });

  it('says so when the alarm was resolved meanwhile (the server answers 409)', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText('Activa', { exact: true })).toBeVisible();
    // Someone else resolves it while the dialog is open.
    await resolveAlarm(room.alarm._id);
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await dialog.getByRole('button', { name: 'Resolver alarma' }).click();
    await expect.element(dialog.getByText('Esta alarma ya estaba resuelta.')).toBeVisible();
  });

  it('shows a new alarm as soon as it is raised, live', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    renderApp(withQuery(paths.alarms, { state: 'active', roomId: room.roomId }));
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
    const { router } = renderApp(withQuery(paths.alarms, { limit: 25 }));
    await expect.element(rowOf(theirs.name)).toBeVisible();
    expect(ownRooms.has(theirs.name)).toBe(true);
    const shownRooms = bodyRows().map((row) => row.querySelector('a')?.textContent);
    for (const name of shownRooms) expect(ownRooms).toContain(name);
    expect(shownRooms).not.toContain(others.name);
    expect(page.getByRole('combobox', { name: 'Usuario' }).elements()).toHaveLength(0);
    expect(page.getByRole('columnheader', { name: 'Usuario' }).elements()).toHaveLength(0);

    // Another owner's room, even named in the URL, shows nothing.
    await router.navigate(withQuery(paths.alarms, { roomId: others.roomId }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    expect((await listAlarms({ roomId: others.roomId, showAll: 'true' })).totalAlarms).toBe(0);
  });
});

describe("an alarm's details", () => {
  it('open from the link of an alarm message, on a phone, through the login when there is no session', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    await logout();
    await setWidth('phone');
    try {
      const { router } = renderApp(paths.alarm(room.roomId, room.alarm._id));
      // No session: the login first, which then comes back to the alarm.
      await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
      await page.getByLabelText(/^Usuario o email/).fill('admin');
      await page.getByLabelText(/^Contraseña/).fill('Sereno#2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
      await expect.element(dialog).toBeVisible();
      expect(router.state.location.pathname).toBe(paths.alarms);
      // Closing the details leaves the room's alarms, and the address forgets the alarm.
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(rowOf(room.name)).toBeVisible();
      await expect.poll(() => searchOf(router)).toEqual({ roomId: room.roomId });
    } finally {
      await setWidth('desktop');
    }
  });

  it('show who was told and the guest in the room, with call and SMS links', async () => {
    const customer = await logInAs('customer');
    await logInAs('admin');
    const room = await alarmingRoom({ ownerId: customer._id });
    const stay = await apiClient().POST('/api/bookings', {
      body: {
        roomId: room.roomId,
        guest: { firstName: 'Lucía', lastName: 'Gómez', phone: '+34611222333' },
        checkIn: new Date(Date.now() - 3_600_000).toISOString(),
        checkOut: new Date(Date.now() + 86_400_000).toISOString(),
        status: 'Confirmed',
      },
    });
    expect(stay.response.status, JSON.stringify(stay.error)).toBe(201);
    await room.report({ noise: 40, smokingProbability: 92 });
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
    await expect.element(dialog.getByRole('heading', { name: 'Huésped en la sala' })).toBeVisible();
    await expect.element(dialog.getByText('Lucía Gómez')).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: 'Llamar al +34611222333' })).toHaveAttribute('href', 'tel:+34611222333');
    await expect.element(dialog.getByRole('link', { name: 'Enviar SMS' })).toHaveAttribute('href', 'sms:+34611222333');
    // What triggered it: the smoke probability around the trigger, the threshold drawn, the window shaded.
    const chart = dialog.getByRole('group', { name: 'Probabilidad de humo alrededor de la alarma' });
    await expect.element(chart).toBeVisible();
    await expect.poll(() => chart.element().textContent).toContain('umbral 70');
    await expect.element(dialog.getByText(/^Alarma: \d{2}\/\d{2}, \d{2}:\d{2} – \d{2}\/\d{2}, \d{2}:\d{2}$/)).toBeInTheDocument();
    // A smoke alarm emails the customer's report addresses: each with where it stands.
    const trail = dialog.getByRole('region', { name: 'Avisos' });
    const email = trail.getByRole('listitem').filter({ hasText: 'operaciones@brisadelmar.example.com' });
    await expect.element(email.getByText('Correo al anfitrión')).toBeVisible();
    await expect.element(email.getByText(/^(En cola|Enviando|Enviado|No enviado|Reintentando.*)$/)).toBeVisible();
    // On a phone, in the dark: readable, and nothing axe objects to.
    await setWidth('phone');
    try {
      await setTheme('dark');
      await expectNoAxeViolations();
      await picture('alarm-details-phone-dark');
      chart.element().scrollIntoView({ block: 'center' });
      await picture('alarm-details-chart-phone-dark');
    } finally {
      await setWidth('desktop');
    }
  });
});

describe("an alarm's protocol", () => {
  it("shows the room's cards for the alarm's type, inherited ones included, and links to all of them", async () => {
    const owner = await ownerWithRooms([]);
    await logInAs('admin');
    const room = await alarmingRoom({ ownerId: owner.ownerId });
    await activateNodeGraph(owner.ownerId);
    const building = await createNode({ ownerId: owner.ownerId, name: 'Edificio Mar', type: 'building' });
    const roomNode = (await getNodeGraph(owner.ownerId)).nodes.find((node) => node.roomId === room.roomId);
    await moveNode(roomNode?._id ?? '', building);
    await createCard({
      ownerId: owner.ownerId,
      nodeId: roomNode?._id ?? '',
      module: 'procedures',
      content: { instructions: 'Abrir las ventanas y llamar al huésped.' },
    });
    await createCard({
      ownerId: owner.ownerId,
      nodeId: building,
      module: 'emergencyContact',
      content: { contacts: [{ name: 'Bomberos del puerto', type: 'other', telephone: '+34600333444' }] },
    });
    // The wifi says nothing about smoke: it stays in the room's protocols tab.
    await createCard({ ownerId: owner.ownerId, nodeId: building, module: 'wifi', content: { networkName: 'Mar Invitados', password: 'mar-2026' } });
    await room.report({ noise: 40, smokingProbability: 92 });
    renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await rowOf(room.name).getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
    const protocol = dialog.getByRole('region', { name: 'Qué hacer según el protocolo de la sala' });
    await expect.element(protocol.getByRole('region', { name: 'Procedimientos' }).getByText('Abrir las ventanas y llamar al huésped.')).toBeVisible();
    const emergency = protocol.getByRole('region', { name: 'Contacto de emergencia' });
    await expect.element(emergency.getByText('Bomberos del puerto')).toBeVisible();
    await expect.element(emergency.getByText('De Edificio Mar, 1 nivel arriba')).toBeVisible();
    await expect.element(protocol.getByText('Mar Invitados')).not.toBeInTheDocument();
    await expect
      .element(protocol.getByRole('link', { name: 'Ver todos los protocolos de la sala' }))
      .toHaveAttribute('href', paths.room(room.roomId, { tab: 'protocols' }));
    await expectNoAxeViolations();
    await picture('alarm-protocol-desktop-light');
    await setWidth('phone');
    try {
      await setTheme('dark');
      protocol.element().scrollIntoView({ block: 'start' });
      await expectNoAxeViolations();
      await picture('alarm-protocol-phone-dark');
    } finally {
      await setWidth('desktop');
    }
  });
});

describe('the alarms page on a phone', () => {
  it('puts the alarms first, above the fold, and folds the filters into a sheet', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    await setWidth('phone');
    try {
      const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
      const row = rowOf(room.name);
      await expect.element(row).toBeVisible();
      // The first alarm is on the first screen, before any figure or filter.
      expect(row.element().getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
      expect(filters().elements()).toHaveLength(0);
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await setTheme('dark');
      await expectNoAxeViolations();
      await picture('alarms-phone-dark');
      await page.getByRole('button', { name: 'Filtros' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filtros de alarmas' });
      await expect.element(sheet.getByRole('search', { name: 'Filtros de alarmas' })).toBeVisible();
      await sheet.getByText('Solo las que avisaron a alguien', { exact: true }).click();
      await sheet.getByRole('button', { name: 'Listo' }).click();
      await expect.poll(() => searchOf(router)).toEqual({ roomId: room.roomId, notified: 'true' });
      await expect.element(page.getByRole('heading', { name: 'Ninguna alarma con estos filtros' })).toBeVisible();
    } finally {
      await setWidth('desktop');
    }
  });
});

describe('the alarms page periods', () => {
  it('offers last night, the last 7 and 30 days beside custom dates, kept in the URL', async () => {
    await logInAs('admin');
    const room = await roomWithSmokeAlarm();
    const { router } = renderApp(withQuery(paths.alarms, { roomId: room.roomId }));
    await expect.element(rowOf(room.name)).toBeVisible();
    const twoDigitsDay = (at: Date) => `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
    const today = new Date();
    const daysAgo = (days: number) => twoDigitsDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
    for (const [label, back] of [
      ['Anoche', 1],
      ['Últimos 7 días', 6],
      ['Últimos 30 días', 29],
    ] as const) {
      await filters()
        .getByRole('button', { name: /Periodo/ })
        .click();
      await page.getByRole('option', { name: label }).click();
      await expect.poll(() => searchOf(router)).toEqual({ roomId: room.roomId, from: daysAgo(back), to: daysAgo(0) });
      // Today's alarm is in each.
      await expect.element(rowOf(room.name)).toBeVisible();
    }
    await filters()
      .getByRole('button', { name: /Periodo/ })
      .click();
    await page.getByRole('option', { name: 'Cualquier fecha' }).click();
    await expect.poll(() => searchOf(router)).toEqual({ roomId: room.roomId });
  });
});
