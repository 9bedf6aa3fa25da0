// The room detail page through every layer: the built panel in Chromium, the real server with its demo
// data and its live demo devices (a day of readings on the charts), and a reading posted as a demo
// device does it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';
import { demoDeviceToken, logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths } from '@sereno/panel/paths';

/** The server's secret, so that the test can report as a demo device (docs/api.md, "Demo devices"). */
const secret = 'e2e-room-detail-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const demoMonitorId = 'SRN-0001';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SERENO_SECRET: secret });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The demo room the device watches, found as the panel finds it (the session's own call). */
async function demoRoomId(page: Page): Promise<string> {
  return page.evaluate(async (monitorId) => {
    const answer = (await (await fetch(`/api/rooms?search=${monitorId}`)).json()) as { rooms: { _id: string; monitorId?: string }[] };
    return answer.rooms.find((room) => room.monitorId === monitorId)?._id ?? '';
  }, demoMonitorId);
}

/** Reports as the demo device: its token is `dev_` + HMAC-SHA256 of the monitorId under the server's secret. */
async function report(reading: Record<string, number>) {
  const token = demoDeviceToken(secret, demoMonitorId);
  // A seq far above the simulator's, and a time a minute ahead (within the allowed clock skew), so the
  // simulator's next reading neither collides with it nor replaces it as the room's latest at once.
  const seq = 9_000_000_000_000 + Math.floor(Math.random() * 1_000_000);
  const answer = await fetch(`${server.url}/api/devices/${demoMonitorId}/readings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify([{ seq, ts: new Date(Date.now() + 60_000).toISOString(), ...reading }]),
  });
  expect(answer.status).toBe(202);
}

const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The overview's charts drawn, not placeholders: a line of the noise chart and the occupancy bars (its only figure). */
async function chartsDrawn(page: Page, noiseChart: string) {
  await page.getByRole('group', { name: noiseChart }).locator('svg path').first().waitFor();
  await page.locator('figure svg').first().waitFor();
}

describe('the room detail page', () => {
  it('opens a demo room with a day on its charts, changes the time range and shows a reading arriving live', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer');
    const roomId = await demoRoomId(page);
    expect(roomId).not.toBe('');
    await page.goto(`${server.url}${paths.room(roomId)}`);

    await page.getByRole('heading', { level: 2, name: 'Mediciones del dispositivo' }).waitFor();
    await page.getByRole('status').getByText('En directo').waitFor();
    for (const chart of ['Ruido (dBA)', 'Temperatura (°C)', 'Calidad del aire (IAQ)']) {
      // A chart with readings draws lines and says its range (the summary table of the chart).
      await page.getByRole('group', { name: chart }).locator('svg path').first().waitFor();
    }
    await page
      .getByRole('region', { name: 'Ruido', exact: true })
      .getByText(/\d dBA$/)
      .waitFor();
    await chartsDrawn(page, 'Ruido (dBA)');
    await screenshot(page, 'room-detail-overview.png', { wholePage: true });

    await page.getByText('Últimas 6 h', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('6h');
    await page.getByRole('group', { name: 'Ruido (dBA)' }).locator('svg path').first().waitFor();
    await page.reload();
    expect(await page.getByRole('radio', { name: 'Últimas 6 h' }).isChecked()).toBe(true);

    await page.getByRole('status').getByText('En directo').waitFor();
    await report({ noise: 97, pax: 23 });
    await tile(page, 'Ruido').getByText('97 dBA').waitFor();
    await tile(page, 'Ruido').getByText('Alto').waitFor();
  });

  it('saves a threshold that a reload shows again, and refuses custom noise levels out of order', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer');
    const roomId = await demoRoomId(page);
    await page.goto(`${server.url}${paths.room(roomId, { tab: 'settings' })}`);

    const smoke = page.getByRole('form', { name: 'Notificaciones de humo' });
    const threshold = smoke.getByRole('textbox', { name: 'Umbral de humo' });
    const next = String((Number(await threshold.inputValue()) % 90) + 5);
    await threshold.fill(next);
    await smoke.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Notificaciones de humo: cambios guardados.').waitFor();
    await page.reload();
    expect(await page.getByRole('form', { name: 'Notificaciones de humo' }).getByRole('textbox', { name: 'Umbral de humo' }).inputValue()).toBe(next);

    const noise = page.getByRole('form', { name: 'Notificaciones de ruido' });
    await noise.getByText('Personalizada', { exact: true }).click();
    await noise.getByRole('textbox', { name: 'Nivel bajo' }).fill('80');
    await noise.getByRole('textbox', { name: 'Nivel medio' }).fill('70');
    await noise.getByRole('button', { name: 'Guardar' }).click();
    await noise.getByText('El nivel bajo debe ser menor que el medio').waitFor();
    await screenshot(page, 'room-detail-settings.png', { wholePage: true });
  });

  it('tells why the browser location cannot be used when the person refused it', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer');
    const roomId = await demoRoomId(page);
    await page.goto(`${server.url}${paths.room(roomId, { tab: 'settings' })}`);
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await page.getByRole('alert').getByText('Para usar esta función, necesitas permitir el acceso a tu ubicación.').waitFor();
  });

  it('speaks English, in the dark theme', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'admin');
    const roomId = await demoRoomId(page);
    await page.goto(`${server.url}${paths.room(roomId)}`);
    await page.getByRole('heading', { level: 2, name: 'Device measurements' }).waitFor();
    await chartsDrawn(page, 'Noise (dBA)');
    expect(await page.getByRole('radio', { name: 'Last 24 h' }).isChecked()).toBe(true);
    await screenshot(page, 'room-detail-overview-dark-en.png', { wholePage: true });
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('form', { name: 'Noise notifications' }).waitFor();
    await screenshot(page, 'room-detail-settings-dark-en.png', { wholePage: true });
  });

  it('fits a phone', async () => {
    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'customer');
    const roomId = await demoRoomId(page);
    await page.goto(`${server.url}${paths.room(roomId)}`);
    await chartsDrawn(page, 'Ruido (dBA)');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'room-detail-overview-phone.png', { wholePage: true });
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await page.getByRole('form', { name: 'General' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'room-detail-settings-phone.png', { wholePage: true });
  });
});
