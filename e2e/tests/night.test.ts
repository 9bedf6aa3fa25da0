// The night, played at phone size through every layer (issue 31): the built panel in Chromium and the
// real server. A party in a booked room last night raises a noise alarm while the night agent has the
// alarms open: a toast and the tab's title say so; the agent takes it from the list, reads the
// threshold, the trail and the guest's number, and resolves it with a note. In the morning the
// customer opens last night's view and the booking, and finds the alarm with its peak and duration.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths, withQuery } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({});
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const minuteMs = 60_000;

/** As the administrator of `admin`: a room of the customer, booked by Marta Ruiz, with its device's token. */
async function bookedRoomOfCustomer(admin: Page, customerId: string) {
  const monitorId = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const name = `Ático Fiesta ${monitorId}`;
  const device = await admin.request.post(`${server.url}/api/devices`, { data: { monitorId, status: 'active' } });
  expect(device.status()).toBe(201);
  const { token } = (await device.json()) as { token: string };
  const room = await admin.request.post(`${server.url}/api/rooms`, { data: { name, monitorId, ownerId: customerId } });
  expect(room.status()).toBe(201);
  const { data } = (await room.json()) as { data: { roomId: string } };
  const booking = await admin.request.post(`${server.url}/api/bookings`, {
    data: {
      roomId: data.roomId,
      guest: { firstName: 'Marta', lastName: 'Ruiz', phone: '+34622333444' },
      pax: 4,
      checkIn: new Date(Date.now() - 30 * 60 * minuteMs).toISOString(),
      checkOut: new Date(Date.now() + 24 * 60 * minuteMs).toISOString(),
      status: 'Confirmed',
    },
  });
  expect(booking.status()).toBe(201);
  /** A party last night: 86 dBA for twelve minutes around midnight UTC (01:00 in Madrid), within the alarm window. */
  const party = async () => {
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const readings = Array.from({ length: 12 }, (_, index) => ({
      seq: index + 1,
      ts: new Date(midnight - 5 * minuteMs + index * minuteMs).toISOString(),
      noise: 86,
    }));
    const sent = await admin.request.post(`${server.url}/api/devices/${monitorId}/readings`, { headers: { authorization: `Bearer ${token}` }, data: readings });
    expect(sent.status()).toBe(202);
  };
  return { roomId: data.roomId, name, party };
}

describe('the night, on a phone', () => {
  it('raises the alarm where the agent looks, is taken, resolved with a note, and told the morning after', async () => {
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'admin', paths.home);
    const customer = await newPage(browser, { viewport: viewports.phone });
    await logIn(customer, server.url, 'customer', paths.home);
    const { _id: customerId } = (await (await customer.request.get(`${server.url}/api/me`)).json()) as { _id: string };
    const room = await bookedRoomOfCustomer(admin, customerId);

    // The agent has the alarms open on a phone when the party goes over the threshold.
    const agent = await newPage(browser, { viewport: viewports.phone });
    await logIn(agent, server.url, 'agent', paths.alarms);
    await agent.getByRole('status').getByText('En directo').waitFor();
    await room.party();
    await agent.getByText(`Nueva alarma en ${room.name}`).waitFor();
    await expect.poll(() => agent.title()).toMatch(/^\(\d+\) Sereno/);
    await screenshot(agent, 'night-toast-phone.png');

    // Taken from the list: the row says who has it.
    const row = agent.getByRole('row', { name: new RegExp(room.name) });
    await row.getByRole('button', { name: 'Me encargo' }).click();
    await row.getByText(/^Atendida por agent/).waitFor();

    // The details: the noise with its threshold and window, who was told, and the guest to call.
    await row.getByRole('button', { name: 'Ver detalles' }).click();
    const dialog = agent.getByRole('dialog', { name: `Ruido en ${room.name}` });
    const chart = dialog.getByRole('group', { name: 'Ruido alrededor de la alarma' });
    await chart.waitFor();
    expect(await chart.textContent()).toContain('umbral');
    await dialog.getByRole('region', { name: 'Avisos' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Llamar al +34622333444' }).getAttribute('href')).toBe('tel:+34622333444');
    await expectAccessible(agent);
    await screenshot(agent, 'night-details-phone.png');

    // Resolved with why and a note, the result where the agent looks.
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await dialog.getByText('Huéspedes avisados', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Llamé a Marta y bajaron la música.');
    await dialog.getByRole('button', { name: 'Resolver alarma' }).click();
    await dialog.getByText(`Alarma de ${room.name} resuelta.`).waitFor();
    await dialog.getByText('Llamé a Marta y bajaron la música.').waitFor();

    // The morning after: the customer finds the night with the alarm, its peak and how long it lasted.
    await customer.goto(`${server.url}${withQuery(paths.nights, { roomId: room.roomId })}`);
    await customer.getByRole('heading', { level: 2, name: /^Noche del / }).waitFor();
    // Its length as the page writes it: "1 h 5 min", "2 h", or "45 min" for an alarm of under an hour.
    await customer.getByText(/^Ruido a las \d{2}:\d{2}: máximo 86 dBA, (\d+ h( \d+ min)?|\d+ min)$/).waitFor();
    await customer.getByText(/^Marta Ruiz \(4 personas\), /).waitFor();
    await expectAccessible(customer);
    await screenshot(customer, 'night-last-night-phone.png', { wholePage: true });

    // And on the booking.
    await customer.goto(`${server.url}${withQuery(paths.bookings, { roomId: room.roomId })}`);
    await customer.getByRole('button', { name: 'Ver la reserva de Marta Ruiz' }).click();
    const booking = customer.getByRole('dialog');
    await booking.getByRole('heading', { name: 'Durante la estancia' }).waitFor();
    await booking.getByText(/^Ruido a las \d{2}:\d{2}: máximo 86 dBA, /).waitFor();
    await screenshot(customer, 'night-booking-phone.png');
    // Three browsers and a whole night's flow: at a CI load of 20 it took longer than a minute.
  }, 180_000);
});
