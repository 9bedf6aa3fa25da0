// The room wizard through every layer: the built panel in Chromium and the real server with its demo
// data; the browser's geolocation granted (a fixed position) or refused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths } from '@sereno/panel/paths';

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

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const step = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title }).waitFor();

describe('the room wizard', () => {
  it("lets an administrator add a customer's room with a licence and the browser's location", async () => {
    const page = await newPage(browser, { permissions: ['geolocation'], geolocation: { latitude: 36.7213, longitude: -4.4214 } });
    await logIn(page, server.url, 'admin', paths.newRoom);
    await step(page, '¿Qué quieres hacer?');
    await screenshot(page, 'room-wizard.png');
    await next(page);

    await step(page, 'Usuario');
    await page.getByRole('combobox', { name: 'Usuario' }).fill('custo');
    await page.getByRole('option', { name: 'customer', exact: true }).click();
    await next(page);
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill('Terraza Pedregalejo');
    await next(page);

    await step(page, 'Licencia');
    await page.getByText(/^Sereno Sonido · Contrato 2026/).click();
    await screenshot(page, 'room-wizard-licence.png');
    await next(page);
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Paseo Marítimo El Pedregal, 12');
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Málaga');
    await next(page);

    await step(page, 'Ubicación');
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Latitud' }).inputValue()).toBe('36,7213');
    expect(await page.getByRole('textbox', { name: 'Longitud' }).inputValue()).toBe('-4,4214');
    await next(page);
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await page.getByRole('heading', { name: '«Terraza Pedregalejo» está lista' }).waitFor();
    await screenshot(page, 'room-wizard-success.png');

    const room = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/rooms?search=Terraza%20Pedregalejo')).json()) as { rooms: { _id: string; username: string }[] };
      const id = answer.rooms[0]?._id ?? '';
      return { username: answer.rooms[0]?.username, detail: (await (await fetch(`/api/rooms/${id}`)).json()) as { location?: { lat: number; lng: number } } };
    });
    expect(room.username).toBe('customer');
    expect(room.detail.location).toEqual({ lat: 36.7213, lng: -4.4214 });
  });

  it('says how to allow the location when the browser refuses it, in the dark', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await logIn(page, server.url, 'customer', paths.newRoom);
    await next(page);
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill('Sin permiso de ubicación');
    await next(page);
    await page.getByText(/^Sereno Sonido · Contrato 2026/).click();
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await page.getByText('Para usar esta función, necesitas permitir el acceso a tu ubicación.').waitFor();
    await screenshot(page, 'room-wizard-location-dark.png');
  });

  it('runs in English on a phone', async () => {
    const page = await newPage(browser, { locale: 'en-GB', viewport: viewports.phone });
    await logIn(page, server.url, 'customer', paths.newRoom);
    await page.getByRole('heading', { level: 2, name: 'What would you like to do?' }).waitFor();
    await page.getByText('Assign a device to an existing room').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Existing room' }).waitFor();
    await page.getByRole('button', { name: 'Assign the device' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await screenshot(page, 'room-wizard-phone-en.png');
  });
});
