// The protocols through every layer: the built panel in Chromium and the real server with its demo
// data. An owner builds a building with two rooms, puts wifi and an emergency contact on the building,
// overrides the wifi in one room and uploads a photo; the night agent reads each room's cards, marked
// own or inherited; a customer of another owner sees none of it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { demoPassword, logIn, newPage, screenshot, viewports } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ SERENO_SIMULATOR: 'false' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tag = Math.random().toString(36).slice(2, 8);
const owner = { username: `propietaria${tag}`, name: `Propietaria ${tag}` };

/** The API as the demo administrator, outside the browser: what staff set up before the owner starts. */
async function asAdmin(): Promise<(method: string, url: string, body?: unknown) => Promise<{ status: number; json: () => Promise<unknown> }>> {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return (method, url, body) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** A new customer with its owner account and two rooms, each with a device (as onboarding and the wizard make them). */
async function ownerWithTwoRooms(): Promise<{ ownerId: string; rooms: string[] }> {
  const call = await asAdmin();
  const created = await call('POST', '/api/customers', {
    customer: { companyName: `Apartamentos ${tag}` },
    user: { username: owner.username, email: `${owner.username}@example.com`, name: owner.name, password: demoPassword },
    serviceContracts: [{ name: 'Contrato', licenses: [{ name: 'Licencia', qty: 5 }] }],
  });
  expect(created.status).toBe(201);
  const ownerId = ((await created.json()) as { userId: string }).userId;
  const rooms: string[] = [];
  for (const name of ['Sol 1A', 'Sol 2B']) {
    const monitorId = `E2E-${tag}-${rooms.length}`.toUpperCase();
    expect((await call('POST', '/api/devices', { monitorId, status: 'active' })).status).toBe(201);
    const room = await call('POST', '/api/rooms', { name, monitorId, ownerId });
    expect(room.status).toBe(201);
    rooms.push(((await room.json()) as { data: { roomId: string } }).data.roomId);
  }
  return { ownerId, rooms };
}

const item = (page: Page, name: string) => page.getByRole('list', { name: /^Estructura de / }).getByRole('listitem', { name, exact: true });
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('protocols, from the owner’s building to the night agent’s phone', () => {
  it('are built by the owner, read by the night agent as they apply, and hidden from another customer', async () => {
    const { ownerId, rooms } = await ownerWithTwoRooms();
    const [room1 = '', room2 = ''] = rooms;

    // The owner activates its protocols and builds a building holding both rooms.
    const page = await newPage(browser);
    await logIn(page, server.url, owner.username, paths.protocols);
    await page.getByRole('button', { name: 'Activar protocolos' }).click();
    await item(page, 'Sol 1A').waitFor();
    await page.getByRole('button', { name: `Añadir ubicación en ${owner.name}` }).click();
    const form = page.getByRole('form', { name: `Nueva ubicación en ${owner.name}` });
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Edificio Sol');
    await form.getByRole('button', { name: 'Crear' }).click();
    await item(page, 'Edificio Sol').waitFor();
    // One room dragged, the other moved with the keyboard.
    await page.locator(`li[aria-label="Sol 1A"] > div`).dragTo(page.locator(`li[aria-label="Edificio Sol"] > div`));
    await toast(page, 'Sol 1A movido a Edificio Sol').waitFor();
    await page.getByRole('button', { name: 'Mover Sol 2B' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Sol 2B cogido. Destino: Edificio Sol.').waitFor({ state: 'attached' });
    await page.keyboard.press('Enter');
    await toast(page, 'Sol 2B movido a Edificio Sol').waitFor();
    await item(page, 'Edificio Sol').getByRole('listitem', { name: 'Sol 2B' }).waitFor();

    // Wifi and an emergency contact on the building.
    await page.getByRole('button', { name: 'Fichas de Edificio Sol' }).click();
    const buildingCards = page.getByRole('region', { name: 'Fichas de Edificio Sol' });
    const addCard = async (title: string) => {
      await buildingCards.getByRole('button', { name: /Ficha/ }).click();
      await page.getByRole('option', { name: title, exact: true }).click();
      await buildingCards.getByRole('button', { name: 'Añadir ficha' }).click();
      return buildingCards.getByRole('form', { name: title });
    };
    const wifi = await addCard('Wifi');
    await wifi.getByRole('textbox', { name: 'Nombre' }).fill('Sol Invitados');
    await wifi.getByRole('textbox', { name: 'Contraseña' }).fill('sol-2026');
    await wifi.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ficha Wifi añadida').waitFor();
    const emergency = await addCard('Contacto de emergencia');
    await emergency.getByRole('textbox', { name: 'Nombre' }).fill('Fontanería Ruiz');
    await emergency.getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Fontanería' }).click();
    await emergency.getByRole('textbox', { name: 'Teléfono' }).fill('+34600111222');
    await emergency.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ficha Contacto de emergencia añadida').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'protocols-builder-desktop.png', { wholePage: true });

    // Room 1: its own wifi, and a photo on its apartment card.
    await page.goto(`${server.url}${paths.room(room1, { tab: 'protocolsEditor' })}`);
    await card(page, 'Wifi').getByRole('button', { name: 'Sobrescribir aquí' }).click();
    const ownWifi = page.getByRole('form', { name: 'Wifi' });
    await ownWifi.getByRole('textbox', { name: 'Nombre' }).fill('Sol 1A Wifi');
    await ownWifi.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ficha Wifi añadida').waitFor();
    await page.getByRole('button', { name: /Ficha/ }).click();
    await page.getByRole('option', { name: 'Información del apartamento' }).click();
    await page.getByRole('button', { name: 'Añadir ficha' }).click();
    const info = page.getByRole('form', { name: 'Información del apartamento' });
    await info.getByRole('textbox', { name: /Instrucciones/ }).fill('Primera planta, puerta A.');
    await info.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ficha Información del apartamento añadida').waitFor();
    // Saved, the card stays open with its upload: files go only to a saved card.
    await page.getByText('Ficha guardada: añade ahora sus fotos y documentos y vuelve a guardar.').waitFor();
    const editInfo = page.getByRole('form', { name: 'Información del apartamento' });
    await editInfo.locator('input[type="file"]').setInputFiles({ name: 'portal.png', mimeType: 'image/png', buffer: onePixelPng() });
    // Stored once the card lists it (its remove button), not while it uploads.
    await editInfo.getByRole('button', { name: 'Quitar Foto 1 de 1' }).waitFor();
    await editInfo.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Ficha Información del apartamento guardada').waitFor();
    await page.context().close();

    // The night agent, on a phone: room 1's own wifi, the building's emergency contact, the photo.
    const agent = await newPage(browser, { viewport: viewports.phone });
    await logIn(agent, server.url, 'agent', paths.room(room1, { tab: 'protocols' }));
    await card(agent, 'Wifi').getByText('Sol 1A Wifi').waitFor();
    expect(await card(agent, 'Wifi').getByText('Heredada').count()).toBe(0);
    await card(agent, 'Contacto de emergencia').getByText('De Edificio Sol, 1 nivel arriba').waitFor();
    await card(agent, 'Contacto de emergencia')
      .getByRole('link', { name: /\+34600111222/ })
      .waitFor();
    // The photo, below the fold on a phone, loads when scrolled to.
    const photo = card(agent, 'Información del apartamento').getByRole('img').first();
    await photo.scrollIntoViewIfNeeded();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((image: { complete: boolean; naturalWidth: number }) => image.complete && image.naturalWidth === 1)).toBe(true);
    expect(await agent.getByRole('tab', { name: 'Editor de protocolos' }).count()).toBe(0);
    await expectAccessible(agent);
    expect(await agent.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(agent, 'room-protocols-phone.png', { wholePage: true });
    // Room 2 inherits both from the building.
    await agent.goto(`${server.url}${paths.room(room2, { tab: 'protocols' })}`);
    await card(agent, 'Wifi').getByText('Sol Invitados').waitFor();
    await card(agent, 'Wifi').getByText('De Edificio Sol, 1 nivel arriba').waitFor();
    await card(agent, 'Contacto de emergencia').getByText('Fontanería Ruiz').waitFor();
    expect(await card(agent, 'Información del apartamento').count()).toBe(0);
    await agent.context().close();

    // The same in English, chosen with the language switch.
    const english = await newPage(browser);
    await logIn(english, server.url, 'agent', paths.room(room2, { tab: 'protocols' }));
    await card(english, 'Wifi').getByText('De Edificio Sol, 1 nivel arriba').waitFor();
    await english.getByRole('button', { name: 'English', exact: true }).click();
    await card(english, 'Wi-Fi').getByText('From Edificio Sol, 1 level up').waitFor();
    await card(english, 'Emergency contact').getByText('Inherited').waitFor();
    await english.getByRole('tab', { name: 'Notes' }).click();
    await english.getByRole('textbox', { name: 'New note' }).fill('Guest called about the wifi; password given.');
    await english.getByRole('button', { name: 'Save note' }).click();
    await toast(english, 'Note saved').waitFor();
    await english.getByRole('list', { name: 'Notes of the room' }).getByText('Guest called about the wifi; password given.').waitFor();
    await english.context().close();

    // A customer of another owner: not the room, not the cards, not the building.
    const stranger = await newPage(browser);
    await logIn(stranger, server.url, 'customer', paths.room(room1, { tab: 'protocols' }));
    await stranger.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(await stranger.getByText('Sol 1A Wifi').count()).toBe(0);
    const answers = await stranger.evaluate(
      async ([owner, roomId]) => {
        const read = (url: string) => fetch(url).then((answer) => answer.status);
        return [await read(`/api/resources/owner/${owner}/room/${roomId}`), await read(`/api/nodes/graph/${owner}`), await read(`/api/rooms/${roomId}/notes`)];
      },
      [ownerId, room1] as const,
    );
    expect(answers).toEqual([404, 404, 404]);
    await stranger.goto(`${server.url}${paths.protocols}`);
    // Their own protocols, not yet activated; never the owner's building.
    await stranger.getByRole('heading', { level: 1, name: 'Protocolos' }).waitFor();
    await stranger.getByRole('heading', { level: 2, name: 'Los protocolos no están activados' }).waitFor();
    expect(await stranger.getByText('Edificio Sol').count()).toBe(0);
    await stranger.context().close();
  });
});

/** A 1×1 PNG. */
function onePixelPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
}
