// The rooms list through every layer: the built panel in Chromium, the real server with its demo data,
// its live demo devices, and a reading posted as a demo device.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';
import { demoBackfilled } from '../support/demo.ts';
import { demoDeviceToken, logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths } from '@sereno/panel/paths';

// Known to the test, so that it can report as a demo device (docs/api.md "Demo devices").
const secret = 'e2e-rooms-list-secret-0123456789abcdef0123456789';
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

const cards = (page: Page) => page.getByRole('list', { name: /^(Salas|Rooms)$/ }).getByRole('article');

describe('the rooms list', () => {
  it('leads from a dashboard tile to the rooms in that state, and filters them', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer', paths.home);
    await page.getByRole('link', { name: /^Conectadas/ }).click();
    await page.waitForURL(/\/rooms\?status=connected/);
    await cards(page).first().waitFor();
    for (const card of await cards(page).all()) expect(await card.getAttribute('data-status')).toBe('connected');
    const connected = await cards(page).count();
    expect(connected).toBeGreaterThan(0);
    await screenshot(page, 'rooms-list.png');

    // Until the backfill ends, a live room still dated back by its history turns connected on its card.
    await demoBackfilled(server);
    // The list shows what the server answered the panel for the filter. Compared with that very answer,
    // not a later one: under load a demo room may come live between the two, and the list rightly
    // keeps the rooms the filter found (their cards' status then changes live).
    let answered: string | undefined;
    let answeredStatuses = new Set<string>();
    page.on('response', async (response) => {
      if (!/\/api\/rooms\?.*status=disconnected/.test(response.url()) || !response.ok()) return;
      const body = (await response.json()) as { rooms: { _id: string; status: string }[] };
      answeredStatuses = new Set(body.rooms.map((room) => room.status));
      answered = body.rooms
        .map((room) => room._id)
        .sort()
        .join();
    });
    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Desconectada', exact: true }).click();
    await page.waitForURL(/status=disconnected/);
    const shownIds = async () => (await Promise.all((await cards(page).all()).map((card) => card.getAttribute('data-room-id')))).sort().join();
    await expect.poll(async () => answered !== undefined && answered !== '' && (await shownIds()) === answered, { timeout: 60_000 }).toBe(true);
    expect([...answeredStatuses]).toEqual(['disconnected']);
    expect(await page.getByRole('article', { name: 'Loft Centro Histórico' }).count()).toBe(0);
  }, 300_000);

  it('switches to a table and searches, keeping both in the URL across a reload', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await logIn(page, server.url, 'customer', paths.rooms);
    await cards(page).first().waitFor();
    await page.getByText('Tabla', { exact: true }).click();
    await page.getByRole('table', { name: 'Salas' }).waitFor();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('málaga');
    await page.waitForURL(/search=m%C3%A1laga/);
    await page.reload();
    await page.getByRole('table', { name: 'Salas' }).waitFor();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar' }).inputValue()).toBe('málaga');
    await page.getByRole('row', { name: /Ático Malagueta/ }).waitFor();
    await screenshot(page, 'rooms-table-dark.png');
  });

  it('shows a reading posted by a demo device on its card at once', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer', paths.rooms);
    await page.getByRole('status').getByText('En directo').waitFor();
    const card = page.getByRole('article', { name: 'Ático Malagueta' });
    await card.waitFor();

    const answer = await fetch(`${server.url}/api/devices/SRN-0001/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demoDeviceToken(secret, 'SRN-0001')}` },
      body: JSON.stringify([{ seq: 1_000_000, ts: new Date().toISOString(), noise: 97, temperature: 24.5, smokingProbability: 64, pax: 9 }]),
    });
    expect(answer.status).toBe(202);
    await expect.poll(() => card.getByTestId('noise').textContent()).toBe('97');
    await card.getByText('64 %').waitFor();
    expect(await card.getByText('Alto').count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'rooms-live-card.png');
  });

  it('adds a room without a device through the wizard, and merges it into another', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer', paths.rooms);
    await page.getByRole('button', { name: 'Añadir sala' }).click();
    await page.getByRole('heading', { level: 2, name: '¿Qué quieres hacer?' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill('Apartamento duplicado');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(/^Sereno Sonido · Contrato 2026/).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Granada, 40, 3º, 29015 Málaga');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await page.getByRole('heading', { name: '«Apartamento duplicado» está lista' }).waitFor();
    await page.getByRole('button', { name: 'Ir a las salas' }).click();

    const duplicate = page.getByRole('article', { name: 'Apartamento duplicado' });
    await duplicate.getByRole('button', { name: 'Fusionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fusionar «Apartamento duplicado» con otra sala' });
    await dialog.getByText('Loft Centro Histórico', { exact: true }).click();
    await screenshot(page, 'rooms-merge.png');
    await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
    await page
      .getByRole('dialog', { name: '¿Fusionar «Apartamento duplicado» con «Loft Centro Histórico»?' })
      .getByRole('button', { name: 'Fusionar' })
      .click();
    await page.getByText('«Apartamento duplicado» se ha fusionado con «Loft Centro Histórico».').waitFor();
    expect(await duplicate.count()).toBe(0);
  });

  it('works in English on a phone', async () => {
    const page = await newPage(browser, { locale: 'en-GB', viewport: viewports.phone });
    await logIn(page, server.url, 'customer', paths.rooms);
    await page.getByRole('heading', { level: 1, name: 'Rooms' }).waitFor();
    await cards(page).first().waitFor();
    await page.getByRole('status').getByText('Live').waitFor();
    await screenshot(page, 'rooms-list-phone-en.png');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Connected', exact: true }).click();
    await page.waitForURL(/status=connected/);
    await page.getByRole('button', { name: 'Add room' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a room' }).waitFor();
    await page.getByText('Step 1 of 6').waitFor();
  });
});
