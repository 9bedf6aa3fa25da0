// The alarms through every layer: the built panel in Chromium and the real server with its demo data —
// a room's device reports smoke, the dashboard's active alarms count it live and lead to the alarms
// list filtered to the active ones, whose details show it and resolve it; in English and dark, and on
// a phone. The pictures of docs/screenshots/alarms-*.png come from here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths, withQuery } from '@sereno/panel/paths';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // No simulator: its demo rooms raise alarms of their own, which the dashboard's count would add.
  server = await startServer({ SERENO_SIMULATOR: 'false' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tileCount = async (page: Page, name: string) => Number(await page.getByRole('region', { name, exact: true }).getAttribute('data-count'));

/** As the logged-in administrator of `page`: a room (of `ownerId`, else the administrator's) with a device of its own that reports smoke over its threshold now. */
async function smokeInNewRoom(page: Page, name: string, ownerId?: string): Promise<void> {
  const monitorId = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const device = await page.request.post(`${server.url}/api/devices`, { data: { monitorId, status: 'active' } });
  expect(device.status()).toBe(201);
  const { token } = (await device.json()) as { token: string };
  expect((await page.request.post(`${server.url}/api/rooms`, { data: { name, monitorId, ...(ownerId ? { ownerId } : {}) } })).status()).toBe(201);
  const reading = await page.request.post(`${server.url}/api/devices/${monitorId}/readings`, {
    headers: { authorization: `Bearer ${token}` },
    data: [{ seq: 1, ts: new Date().toISOString(), noise: 41, smokingProbability: 88, temperature: 22.5 }],
  });
  expect(reading.status()).toBe(202);
}

describe('the alarms', () => {
  it('raised by a device, count on the dashboard live, lead to the active ones, and resolve', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'admin', paths.home);
    await page.getByRole('heading', { name: 'Alarmas', exact: true }).waitFor();
    // The alarms section listens: an alarm raised from now on arrives live.
    await page.locator('section[data-live="live"]', { has: page.getByRole('heading', { name: 'Alarmas', exact: true }) }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Alarmas activas', exact: true }).getAttribute('data-count')).not.toBeNull();
    const before = await tileCount(page, 'Alarmas activas');

    await smokeInNewRoom(page, 'Suite Humo E2E');
    await expect.poll(() => tileCount(page, 'Alarmas activas')).toBe(before + 1);
    await screenshot(page, 'alarms-dashboard-tile.png', { wholePage: true });

    await page.getByRole('link', { name: /^Alarmas activas/ }).click();
    await page.waitForURL(/\/alarms\?state=active&showAll=true$/);
    const row = page.getByRole('row', { name: /Suite Humo E2E/ });
    await row.getByText('Activa').waitFor();
    await screenshot(page, 'alarms-list-light.png', { wholePage: true });

    await row.getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Humo en Suite Humo E2E' });
    await dialog.getByText('88 %').first().waitFor();
    await screenshot(page, 'alarms-details-light.png');
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    // Resolving asks first, with an optional reason and note.
    await dialog.getByText('Visita al alojamiento', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Resolver alarma' }).click();
    await dialog.getByText(/ por admin$/).waitFor();
    await dialog.getByText('Alarma de Suite Humo E2E resuelta.').waitFor();
    await page.keyboard.press('Escape');
    // Resolved, it leaves the active ones.
    await expect.poll(() => page.getByRole('row', { name: /Suite Humo E2E/ }).count()).toBe(0);
  });

  it('reads in English and in the dark, every alarm with or without a notification', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'admin', withQuery(paths.alarms, { showAll: true }));
    // Raised once the page listens, so that it arrives live.
    await page.getByRole('status').getByText('Live').waitFor();
    await smokeInNewRoom(page, 'Smoky Loft E2E');
    await page
      .getByRole('row', { name: /Smoky Loft E2E/ })
      .getByText('Active')
      .waitFor();
    await page.getByRole('region', { name: 'Total', exact: true }).getByText(/^\d+$/).waitFor();
    await screenshot(page, 'alarms-list-dark-en.png', { wholePage: true });
  });

  it('shows a customer its own alarms on a phone', async () => {
    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'customer', withQuery(paths.alarms, { showAll: true }));
    await page.getByRole('heading', { level: 1, name: 'Alarmas' }).waitFor();
    // An administrator's device in a room of the customer reports smoke; another's room too.
    const { _id: customerId } = (await (await page.request.get(`${server.url}/api/me`)).json()) as { _id: string };
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'admin', paths.home);
    await page.getByRole('status').getByText('En directo').waitFor();
    await smokeInNewRoom(admin, 'Terraza Sur con vistas al puerto de Málaga', customerId);
    await smokeInNewRoom(admin, 'Sala de otro cliente E2E');
    await page
      .getByRole('row', { name: /Terraza Sur/ })
      .getByText('Activa')
      .waitFor();
    expect(await page.getByRole('row', { name: /Sala de otro cliente E2E/ }).count()).toBe(0);
    await page.getByRole('region', { name: 'Total', exact: true }).getByText(/^\d+$/).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Usuario' }).count()).toBe(0);
    // The row fits the phone: its resolve button is on screen, not behind a sideways scroll.
    const resolve = page.getByRole('row', { name: /Terraza Sur/ }).getByRole('button', { name: 'Resolver' });
    await expect
      .poll(async () => {
        const box = await resolve.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'alarms-list-phone.png', { wholePage: true });
  });
});
