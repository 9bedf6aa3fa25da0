// Issue 18's "done when", through every layer: the built panel in Chromium and the real server. An
// administrator adds a customer with its first user and licences, gives it a room, registers a
// device, labels it, puts it in the room and sees it live on the monitors page.
// Then each role's side navigation and direct URLs for the devices, monitors and users screens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths, withQuery } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { demoPassword, logIn, newPage, screenshot } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tag = Math.random().toString(36).slice(2, 7);
const username = `hostal${tag}`;
const company = `Hostal ${tag} S.L.`;
const roomName = `Habitación ${tag}`;
const monitorId = `E2E-${tag.toUpperCase()}`;

/** A reading sent as the device sends it: its bearer token, protocol v1. */
async function report(token: string, values: Record<string, number>): Promise<void> {
  const answer = await fetch(`${server.url}/api/devices/${monitorId}/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify([{ seq: Date.now(), ts: new Date().toISOString(), ...values }]),
  });
  expect(answer.status).toBe(202);
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

describe('an administrator runs the fleet and the accounts', () => {
  it('adds a customer with its user and licences, a room, a labelled device in it, and sees it live', async () => {
    const page = await newPage(browser, { permissions: ['geolocation'], geolocation: { latitude: 40.4168, longitude: -3.7038 } });
    await logIn(page, server.url, 'admin', paths.users);

    // The customer, its first user and a contract of three rooms, in one form.
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const form = page.getByRole('form', { name: 'Nuevo cliente' });
    await form.getByRole('textbox', { name: 'Empresa' }).fill(company);
    await form.getByRole('textbox', { name: 'NIF / IVA' }).fill('B12345678');
    await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(username);
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Inés Ortega');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
    await form.getByLabel(/^Contraseña/).fill(demoPassword);
    await form.getByRole('group', { name: 'Licencia 1' }).getByRole('textbox', { name: 'Salas' }).fill('3');
    await form.getByRole('button', { name: 'Crear cliente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inés Ortega' }).waitFor();
    const userUrl = page.url();
    const licences = page.getByRole('row', { name: /Sereno Sonido/ });
    await expect.poll(() => licences.getByRole('cell').allTextContents()).toEqual(['Sereno Sonido', 'sereno-s1', '0', '3', '3', 'Activa']);
    await expectAccessible(page);

    // A room of the customer's, which takes one of its licences.
    await page.goto(`${server.url}${paths.newRoom}`);
    await next(page);
    await page.getByRole('combobox', { name: 'Usuario' }).fill(username);
    await page.getByRole('option', { name: username, exact: true }).click();
    await next(page);
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill(roomName);
    await next(page);
    await page.getByText(/^Sereno Sonido · Contrato 2026/).click();
    await next(page);
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor, 5');
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid');
    await next(page);
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Latitud' }).inputValue()).toBe('40,4168');
    await next(page);
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await page.getByRole('heading', { name: `«${roomName}» está lista` }).waitFor();

    // The device: its token shown once.
    await page.goto(`${server.url}${paths.devices}`);
    await page.getByRole('button', { name: 'Nuevo dispositivo' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
    await create.getByRole('textbox', { name: 'ID del monitor' }).fill(monitorId);
    await create.getByRole('textbox', { name: 'Firmware' }).fill('2.4.0');
    await create.getByRole('button', { name: 'Crear' }).click();
    const token = (await page.getByRole('figure', { name: 'Token del dispositivo' }).locator('code').textContent()) ?? '';
    expect(token).toMatch(/^dev_/);
    await page.getByRole('button', { name: 'Hecho' }).click();

    // Its label, then its room.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(monitorId);
    await expect.poll(() => page.url()).toContain(`search=${monitorId}`);
    const row = page.getByRole('table', { name: 'Dispositivos' }).getByRole('row', { name: new RegExp(monitorId) });
    await row.getByRole('checkbox', { name: 'Seleccionar fila' }).check();
    await page.getByRole('button', { name: 'Imprimir 1 etiqueta' }).click();
    const labels = page.getByRole('dialog', { name: 'Imprimir 1 etiqueta' });
    const label = labels.getByRole('article', { name: `Etiqueta de ${monitorId}` });
    await label.getByRole('img', { name: `Código QR de ${monitorId}` }).waitFor();
    await label.getByText('Firmware 2.4.0').waitFor();
    await screenshot(page, 'device-labels.png');
    await labels.getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('button', { name: 'Cambiar de sala' }).click();
    const place = page.getByRole('dialog', { name: `Cambiar la sala de ${monitorId}` });
    await place.getByRole('combobox', { name: 'Sala' }).fill(roomName);
    await page.getByRole('option', { name: new RegExp(`^${roomName}`) }).click();
    await place.getByRole('button', { name: 'Poner en la sala' }).click();
    await row.getByText(roomName).waitFor();

    // Live on the monitors page: the reading shows without reloading.
    await page.goto(`${server.url}${withQuery(paths.monitors, { search: monitorId })}`);
    const card = page.getByRole('list', { name: 'Monitores' }).getByRole('listitem', { name: new RegExp(monitorId) });
    await card.getByRole('heading', { name: roomName }).waitFor();
    await page.getByRole('status').getByText('En directo').waitFor();
    await report(token, { noise: 45, temperature: 21.5, humidity: 40, batteryLevel: 90 });
    await card.getByText('21,5 °C').waitFor();
    await card.getByText('45 dBA').waitFor();
    await screenshot(page, 'monitors-live.png');

    // On the customer's page, with its room and device listed: deactivate, then activate again.
    await page.goto(userUrl);
    await page
      .getByRole('row', { name: new RegExp(roomName) })
      .getByText(monitorId)
      .waitFor();
    await page.getByRole('button', { name: 'Desactivar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar', exact: true }).click();
    await page.getByRole('button', { name: 'Activar', exact: true }).waitFor();
    await page.getByRole('group', { name: 'Perfil', exact: true }).getByText('Desactivado').waitFor();
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await page.getByRole('button', { name: 'Desactivar', exact: true }).waitFor();
    await page.getByRole('group', { name: 'Perfil', exact: true }).getByText('Activo').waitFor();
  }, 240_000);
});

/** Whether each role sees each screen (docs/permissions.md, "Panel screens"). */
const roles = [
  { username: 'admin', devices: true, monitors: true, users: true },
  { username: 'controller', devices: true, monitors: true, users: true },
  { username: 'agent', devices: true, monitors: true, users: false },
  { username: 'manager', devices: false, monitors: false, users: false },
  { username: 'customer', devices: false, monitors: false, users: true },
] as const;

const screens = [
  { screen: 'devices', path: paths.devices, link: 'Dispositivos' },
  { screen: 'monitors', path: paths.monitors, link: 'Monitores' },
  { screen: 'users', path: paths.users, link: 'Usuarios' },
] as const;

describe.each(roles)('as $username', (role) => {
  it('the side navigation offers the screens the role may use, and their URLs say the rest are not for it', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, role.username);
    for (const { screen, path, link } of screens) {
      await page.goto(`${server.url}${path}`);
      const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
      await navigation.getByRole('link', { name: 'Panel' }).waitFor();
      expect(await navigation.getByRole('link', { name: link, exact: true }).count(), `${screen} in the navigation`).toBe(role[screen] ? 1 : 0);
      if (role[screen]) {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByRole('heading', { name: 'No tienes acceso a esta página' }).count()).toBe(0);
        await expectAccessible(page);
      } else {
        await page.getByRole('heading', { name: 'No tienes acceso a esta página' }).waitFor();
      }
    }
  }, 120_000);
});
