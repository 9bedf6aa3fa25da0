import { apiClient, createDevice, deleteDevice, listDevices, listMonitoredDevices, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser, roomWithDevice, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

type Router = ReturnType<typeof renderApp>['router'];
const searchOf = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const monitors = () => page.getByRole('list', { name: 'Monitores' });
const cardOf = (monitorId: string) => monitors().getByRole('listitem', { name: new RegExp(monitorId) });
const filters = () => page.getByRole('search', { name: 'Filtros de monitores' });
/** The monitor ids of the cards shown, in order. */
const shownIds = () =>
  monitors()
    .getByRole('listitem')
    .elements()
    .map((card) => card.getAttribute('data-monitor-id'));

/** One reading sent as the device sends it: with the token it was given, protocol v1. */
async function report(monitorId: string, token: string, values: Record<string, number | string>) {
  const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
    params: { path: { monitorId } },
    headers: { Authorization: `Bearer ${token}` },
    body: [{ seq: Date.now(), ts: new Date().toISOString(), ...values }],
  });
  expect(answer.response.status).toBe(202);
}

/** A room of the administrator's without a device: made with one, which is then deleted. */
async function emptyRoom(): Promise<string> {
  const emptied = await roomWithDevice();
  const [device] = (await listDevices({ monitorId: emptied.monitorId })).devices;
  await deleteDevice(device?._id ?? '');
  return `Sala ${emptied.monitorId}`;
}

describe('the monitors page', () => {
  it('shows a device an administrator registers and puts in a room, live as it reports', async () => {
    await logInAs('admin');
    const roomName = await emptyRoom();
    const monitorId = `MON-${unique().toUpperCase()}`;
    const { router } = renderApp(paths.devices);

    // Registered on the devices page: its token is shown once, and copied for the device.
    await page.getByRole('button', { name: 'Nuevo dispositivo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
    await form.getByRole('textbox', { name: 'ID del monitor' }).fill(monitorId);
    await form.getByRole('textbox', { name: 'Firmware' }).fill('2.4.0');
    await form.getByRole('button', { name: 'Crear' }).click();
    const shown = page.getByRole('figure', { name: 'Token del dispositivo' });
    await expect.element(shown).toBeVisible();
    const token = shown.element().querySelector('code')?.textContent ?? '';
    await page.getByRole('button', { name: 'Hecho' }).click();

    // Put in the room.
    await router.navigate(withQuery(paths.devices, { search: monitorId }));
    const row = page.getByRole('table', { name: 'Dispositivos' }).getByRole('row', { name: new RegExp(monitorId) });
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Editar ${monitorId}` });
    await userEvent.type(edit.getByRole('combobox', { name: 'Propietario' }), 'admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await edit.getByRole('button', { name: /Sala/ }).click();
    await page.getByRole('option', { name: roomName }).click();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(row.getByText(roomName)).toBeVisible();

    // On the monitors page, under its room's name: silent so far, which the card warns about.
    await router.navigate(withQuery(paths.monitors, { search: monitorId }));
    const card = cardOf(monitorId);
    await expect.element(card.getByRole('heading', { name: roomName })).toBeVisible();
    await expect.element(card.getByText('Nunca ha enviado datos')).toBeVisible();
    await expect.element(card.getByText('Más de 30 minutos sin datos', { exact: false })).toBeVisible();
    await expect.element(card.getByText('2.4.0')).toBeVisible();
    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();

    // The device reports: its values show without reloading the page.
    await report(monitorId, token, { noise: 47, temperature: 22.5, humidity: 41, iaq: 84, iaqAccuracy: 3, voc: 0.6, batteryLevel: 87, batteryMode: 'battery' });
    await expect.element(card.getByText(/^Último dato (ahora|hace)/)).toBeVisible();
    await expect.element(card.getByText('87 %')).toBeVisible();
    await expect.element(card.getByText('Con batería')).toBeVisible();
    await expect.element(card.getByText('22,5 °C')).toBeVisible();
    await expect.element(card.getByText('41 %RH')).toBeVisible();
    await expect.element(card.getByText('84', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Precisión: calibrado')).toBeVisible();
    await expect.element(card.getByText('0,6 ppm')).toBeVisible();
    await expect.element(card.getByText('47 dBA')).toBeVisible();
    await expect.element(card.getByRole('img', { name: 'Sonidos, últimas 24 horas: 47 dBA' })).toBeVisible();
    expect(card.getByText('Nunca ha enviado datos').elements()).toHaveLength(0);
    // A device back from silence: the server says its level and quality check again.
    await expect.element(card.getByText('Silencio')).toBeVisible();
    // Nobody has checked it at the factory yet: it has not passed.
    await expect.element(card.getByText('No superado')).toBeVisible();
    await picture('monitors-live-card');
  });

  it('searches, filters by activity and quality check, sorts and pages, all in the URL', async () => {
    await logInAs('admin');
    const tag = `MON-${unique().toUpperCase()}`;
    for (const letter of ['A', 'B', 'C']) await createDevice({ monitorId: `${tag}-${letter}`, status: 'active' });
    const reporting = await createDevice({ monitorId: `${tag}-D`, status: 'active' });
    await report(`${tag}-D`, reporting.token, { noise: 40 });
    const { router } = renderApp(withQuery(paths.monitors, { search: tag }));
    await expect.poll(shownIds).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`, `${tag}-D`]);

    await filters()
      .getByRole('button', { name: /Ordenar por/ })
      .click();
    await page.getByRole('option', { name: 'ID del monitor (Z–A)' }).click();
    await expect.poll(shownIds).toEqual([`${tag}-D`, `${tag}-C`, `${tag}-B`, `${tag}-A`]);
    expect(searchOf(router)).toMatchObject({ search: tag, sortKey: 'monitorId', sortDirection: 'desc' });

    await filters()
      .getByRole('button', { name: /Actividad/ })
      .click();
    await page.getByRole('option', { name: 'Sin datos (30 min)' }).click();
    await expect.poll(shownIds).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
    expect(searchOf(router)).toMatchObject({ activity: 'inactive' });

    await router.navigate(withQuery(paths.monitors, { search: tag, activity: 'active' }));
    await expect.poll(shownIds).toEqual([`${tag}-D`]);

    // A new device has no quality check yet: it has not passed it.
    await router.navigate(withQuery(paths.monitors, { search: tag, qc: 'pass' }));
    await expect.element(page.getByRole('heading', { name: 'Ningún monitor con estos filtros' })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');

    // Pages of the whole fleet, in the URL too.
    const total = (await listMonitoredDevices()).length;
    await router.navigate(withQuery(paths.monitors, { limit: 5, page: 2 }));
    await expect.poll(() => shownIds().length).toBe(5);
    await expect.element(page.getByText(`6–10 de ${total}`)).toBeVisible();
  });

  it('reads well at a phone and a desktop width, light and dark, and passes axe', async () => {
    await logInAs('admin');
    renderApp(withQuery(paths.monitors, { limit: 5 }));
    await expect.poll(() => shownIds().length).toBe(5);
    for (const width of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setWidth(width);
        await setTheme(theme);
        await picture(`monitors-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
      }
    }
  });

  it('speaks English when the person chose it', async () => {
    resetBrowser('en');
    await logInAs('controller');
    renderApp(withQuery(paths.monitors, { search: 'SRN-0001' }));
    await expect.element(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
    const card = page.getByRole('list', { name: 'Monitors' }).getByRole('listitem', { name: /SRN-0001/ });
    await expect.element(card.getByText('Quality check')).toBeVisible();
    await expect.element(card.getByText('Battery')).toBeVisible();
    await expect.element(page.getByRole('search', { name: 'Monitor filters' }).getByText('Activity')).toBeVisible();
  });

  it('is not offered to a customer, and its URL says so', async () => {
    await logInAs('customer');
    renderApp(paths.monitors);
    await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    expect(monitors().elements()).toHaveLength(0);
  });
});
