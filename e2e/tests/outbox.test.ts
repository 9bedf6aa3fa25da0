// The outbox through every layer: the built panel in Chromium and the real server in demo mode (no
// SMTP, no SMS or voice provider). A room's device reports smoke; the alarm's call, SMS and email
// reach the outbox as they would reach people, kept as not sent; staff read them in Spanish and
// English, on a desktop and a phone, with axe on every view. With a provider that refuses (a local
// Twilio), the same page is the delivery log, and keeps to its failures when asked.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { startTwilioPeer, type TwilioPeer } from '@sereno/api/testing/twilio-peer';
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

/**
 * As the logged-in administrator of `page`: a room of its own whose alert schedule (all day) names a
 * phone, an SMS phone and an email, and whose device reports smoke over its threshold now.
 */
async function smokeTelling(page: Page, name: string, at: RunningServer): Promise<{ phone: string; email: string }> {
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const monitorId = `E2E-${tag}`;
  const phone = `+3461${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const email = `aviso.${tag.toLowerCase()}@example.com`;
  const device = await page.request.post(`${at.url}/api/devices`, { data: { monitorId, status: 'active' } });
  expect(device.status()).toBe(201);
  const { token } = (await device.json()) as { token: string };
  const room = await page.request.post(`${at.url}/api/rooms`, { data: { name, monitorId } });
  expect(room.status()).toBe(201);
  const { data } = (await room.json()) as { data: { roomId: string } };
  const schedules = await page.request.put(`${at.url}/api/rooms/${data.roomId}/settings/alert-schedules`, {
    data: [{ from: '00:00', to: '00:00', email, telephone: phone }],
  });
  expect(schedules.status()).toBe(200);
  const reading = await page.request.post(`${at.url}/api/devices/${monitorId}/readings`, {
    headers: { authorization: `Bearer ${token}` },
    data: [{ seq: 1, ts: new Date().toISOString(), noise: 40, smokingProbability: 91, temperature: 22 }],
  });
  expect(reading.status()).toBe(202);
  return { phone, email };
}

const message = (page: Page, title: RegExp, text: string) => page.getByRole('article', { name: title }).filter({ hasText: text });

describe('the outbox', () => {
  it('shows staff the call and the email a smoke alarm caused, as they would arrive, kept as not sent', async () => {
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'admin', paths.home);
    const { phone, email } = await smokeTelling(admin, 'Ático Humo E2E', server);

    // A night agent, who watches the alarms, reads them in the outbox (it asks again by itself).
    const page = await newPage(browser);
    await logIn(page, server.url, 'agent', paths.outbox);
    await page.getByRole('heading', { name: 'Bandeja de salida', level: 1 }).waitFor();
    await page.getByText(/^Esto es una demo:/).waitFor();
    await page.getByText('Sin proveedor configurado para: Llamada, SMS, Email. Esos avisos no salen del servidor; los ves aquí.').waitFor();

    const call = message(page, /^Llamada · Aviso de alarma/, phone);
    await call.waitFor();
    await call.getByText('No enviado', { exact: true }).waitFor();
    await call.getByText(/Alarma de Sereno: humo.*en Ático Humo E2E/).waitFor();
    const sent = message(page, /^Email · Aviso de alarma/, email);
    await sent.getByText('No enviado', { exact: true }).waitFor();
    // The email as it arrives, in a sandboxed frame.
    const frame = sent.getByTitle(/^Email «.+» tal como llega$/);
    expect(await frame.getAttribute('srcdoc')).toContain('Ático Humo E2E');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expectAccessible(page);
    await screenshot(page, 'outbox-desktop-light.png');

    // The accounts' emails are the other view, kept in the URL.
    await page.getByRole('tab', { name: 'Emails' }).click();
    await page.waitForURL(/view=emails/);
    await expectAccessible(page);

    // Customers do not see it.
    const customer = await newPage(browser);
    await logIn(customer, server.url, 'customer', paths.outbox);
    await customer.getByRole('heading', { name: 'No tienes acceso a esta página' }).waitFor();
  });

  it('reads in English on a phone in the dark', async () => {
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'admin', paths.home);
    const { phone } = await smokeTelling(admin, 'Loft Smoke E2E', server);

    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB', viewport: viewports.phone });
    await logIn(page, server.url, 'controller', withQuery(paths.outbox, { limit: 5 }));
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const call = message(page, /^Call · Alarm notice/, phone);
    await call.getByText('Not sent', { exact: true }).waitFor();
    await call.getByText(/There is no provider for this channel/).waitFor();
    expect(await page.getByRole('list', { name: 'Notifications' }).getByRole('article').count()).toBeLessThanOrEqual(5);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(page);
    await screenshot(page, 'outbox-phone-dark-en.png');
  });
});

describe('the delivery log', () => {
  let withProvider: RunningServer;
  let twilio: TwilioPeer;

  beforeAll(async () => {
    twilio = await startTwilioPeer();
    withProvider = await startServer({
      TWILIO_BASE_URL: twilio.baseUrl,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+34910000000',
    });
  });

  afterAll(async () => {
    await withProvider?.stop();
    await twilio?.close();
  });

  it('shows what the provider refused, with its error, and keeps to the failures when asked', async () => {
    // The provider refuses every number from now on (the demo's own calls too).
    twilio.failNext(...Array.from({ length: 200 }, () => ({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." })));
    const admin = await newPage(browser);
    await logIn(admin, withProvider.url, 'admin', paths.home);
    const { phone } = await smokeTelling(admin, 'Buhardilla Fallo E2E', withProvider);

    const page = await newPage(browser);
    await logIn(page, withProvider.url, 'agent', paths.outbox);
    await page.getByRole('heading', { name: 'Bandeja de salida', level: 1 }).waitFor();
    // Calls and SMS have a provider here: only the emails stay in the server.
    await page.getByText('Sin proveedor configurado para: Email. Esos avisos no salen del servidor; los ves aquí.').waitFor();
    const call = message(page, /^Llamada · Aviso de alarma/, phone);
    await call.getByText('Fallido', { exact: true }).waitFor();
    await call.getByText(/^Último error: .*not a valid phone number/).waitFor();

    await page.getByText('Solo los fallos', { exact: true }).click();
    await page.waitForURL(/failures=true/);
    await call.getByText('Fallido', { exact: true }).waitFor();
    // Only failures: nothing kept for want of a provider, nothing sent.
    const articles = page.getByRole('list', { name: 'Avisos' }).getByRole('article');
    await expect.poll(() => articles.filter({ hasNotText: /Fallido|Reintentando/ }).count()).toBe(0);
    expect(await articles.count()).toBeGreaterThan(0);
    await page.getByText(/^\d+ fallos?$/).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'outbox-failures-light.png');

    // In English on a phone, the emails without SMTP are no failures.
    const phonePage = await newPage(browser, { locale: 'en-GB', viewport: viewports.phone });
    await logIn(phonePage, withProvider.url, 'controller', withQuery(paths.outbox, { view: 'emails', failures: 'true' }));
    await phonePage.getByRole('heading', { name: 'No failures', level: 2 }).waitFor();
    expect(await phonePage.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await expectAccessible(phonePage);
    // A second demo server runs beside the first one here: more time than the others.
  }, 180_000);
});
