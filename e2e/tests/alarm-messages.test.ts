// An alarm's messages through every layer: the built server with a local SMTP server and a local
// Twilio-compatible provider, the built panel in Chromium. The provider reports what became of each
// SMS and call by calling the server's StatusCallback as Twilio does (signed); the alarm's trail in
// the panel then says which reached the phone and why the others did not. A host who chose it opens
// the alarm from the email on a phone that was never logged in: the link logs in for that one room.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '@sereno/api/testing';
import { startSmtpPeer, type SmtpPeer } from '@sereno/api/testing/smtp-peer';
import { startTwilioPeer, type PeerRecord, type TwilioPeer } from '@sereno/api/testing/twilio-peer';
import { paths } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;
let twilio: TwilioPeer;
let smtp: SmtpPeer;

beforeAll(async () => {
  twilio = await startTwilioPeer();
  smtp = await startSmtpPeer();
  // The callbacks and the links name the server's own address: it is SERENO_PUBLIC_URL.
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    SERENO_PUBLIC_URL: `http://127.0.0.1:${port}`,
    TWILIO_BASE_URL: twilio.baseUrl,
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+34910000000',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Sereno <alarmas@sereno.test>',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await twilio?.close();
  await smtp?.close();
});

const randomPhone = () => `+3469${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/**
 * As the logged-in administrator of `page`: a room of the demo customer (whose SMS are activated) that
 * calls `phone` and texts `sms`, and whose device reports smoke over its threshold now; its alarm's id.
 */
async function smokeAlarm(page: Page, name: string, { phone, sms }: { phone: string; sms: string[] }): Promise<{ roomId: string; alarmId: string }> {
  const customer = await newPage(browser);
  await logIn(customer, server.url, 'customer', paths.home);
  const { _id: ownerId } = (await (await customer.request.get(`${server.url}/api/me`)).json()) as { _id: string };
  await customer.context().close();
  const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
  const monitorId = `E2E-${tag}`;
  const device = await page.request.post(`${server.url}/api/devices`, { data: { monitorId, status: 'active' } });
  expect(device.status()).toBe(201);
  const { token } = (await device.json()) as { token: string };
  const room = await page.request.post(`${server.url}/api/rooms`, { data: { name, monitorId, ownerId, phone, phoneSMS: sms.join(',') } });
  expect(room.status()).toBe(201);
  const { roomId } = ((await room.json()) as { data: { roomId: string } }).data;
  const settings = await page.request.put(`${server.url}/api/rooms/${roomId}/settings`, {
    data: {
      nightAgent: false,
      callsEnabled: true,
      callAllTime: true,
      disableFirstCall: true,
      sendNoiseMailNotification: false,
      sendNoiseSMSNotification: false,
      sendSmokeMailNotification: true,
      sendSmokeSMSNotification: true,
      sendCrowdMailNotification: false,
      sendCrowdSMSNotification: false,
      disconnectionNotificationEnabled: false,
      smokingAlertThreshold: 70,
      crowdingAlertTreshold: 20,
      noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const reading = await page.request.post(`${server.url}/api/devices/${monitorId}/readings`, {
    headers: { authorization: `Bearer ${token}` },
    data: [{ seq: 1, ts: new Date().toISOString(), noise: 40, smokingProbability: 91, temperature: 22 }],
  });
  expect(reading.status()).toBe(202);
  let alarmId = '';
  await expect
    .poll(async () => {
      const list = (await (await page.request.get(`${server.url}/api/alarms/paginated?roomId=${roomId}&showAll=true`)).json()) as { alarms: { _id: string }[] };
      alarmId = list.alarms[0]?._id ?? '';
      return alarmId;
    })
    .not.toBe('');
  return { roomId, alarmId };
}

/** What the provider accepted for `to`, once it has. */
async function acceptedFor(to: string): Promise<PeerRecord> {
  let found: PeerRecord | undefined;
  await expect.poll(() => (found = twilio.accepted.find((record) => record.to === to))).toBeDefined();
  return found as PeerRecord;
}

describe("an alarm's trail with the provider's reports", () => {
  it(
    'says which SMS and call reached the phone, and why the other did not', // A demo server with two providers and a browser: more time than the others.
    { timeout: 180_000 },
    async () => {
      const admin = await newPage(browser);
      await logIn(admin, server.url, 'admin', paths.home);
      const phone = randomPhone();
      const reached = randomPhone();
      const unreachable = randomPhone();
      const { roomId, alarmId } = await smokeAlarm(admin, 'Ático Entregas E2E', { phone, sms: [reached, unreachable] });

      // The provider reports as Twilio does, signed, on the callback each request named.
      const [call, delivered, refused] = await Promise.all([acceptedFor(phone), acceptedFor(reached), acceptedFor(unreachable)]);
      // The worker marks them sent after the provider's answer: the report may not overtake it.
      await expect
        .poll(async () => {
          const trail = (await (await admin.request.get(`${server.url}/api/alarms/${alarmId}/trail`)).json()) as {
            notifications: { to: string; status: string }[];
          };
          return trail.notifications.filter((line) => [phone, reached, unreachable].includes(line.to) && line.status === 'sent').length;
        })
        .toBe(3);
      expect(await twilio.report(delivered.sid, 'delivered')).toBe(204);
      expect(await twilio.report(refused.sid, 'undelivered', { errorCode: 30003 })).toBe(204);
      expect(await twilio.report(call.sid, 'completed')).toBe(204);

      // The agent on a phone opens the alarm: delivered, and not delivered with the reason in words.
      const page = await newPage(browser, { viewport: viewports.phone });
      await logIn(page, server.url, 'agent', paths.alarm(roomId, alarmId));
      const dialog = page.getByRole('dialog', { name: 'Humo en Ático Entregas E2E' });
      const trail = dialog.getByRole('region', { name: 'Avisos' });
      const sms = (to: string) => trail.getByRole('listitem').filter({ hasText: to });
      await sms(reached).getByText('Entregado', { exact: true }).waitFor();
      await sms(unreachable).getByText('No entregado', { exact: true }).waitFor();
      await sms(unreachable).getByText('El teléfono estaba apagado o sin cobertura (código 30003)').waitFor();
      await sms(phone).getByText('Entregado', { exact: true }).waitFor();
      await sms(unreachable).scrollIntoViewIfNeeded();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
      await expectAccessible(page);
      await screenshot(page, 'alarm-trail-delivery-phone.png');
    },
  );
});

describe("the alarm email's link that logs in for one room", () => {
  it('takes a host who chose it from the email to the alarm on a phone that was never logged in', { timeout: 180_000 }, async () => {
    const admin = await newPage(browser);
    await logIn(admin, server.url, 'admin', paths.home);
    // The host chooses it (Settings → Idioma), and gets the customer's alarm emails at the account's address.
    const host = await newPage(browser);
    await logIn(host, server.url, 'customer', paths.home);
    const me = (await (await host.request.get(`${server.url}/api/me`)).json()) as { _id: string; email: string };
    const chosen = await host.request.put(`${server.url}/api/profile/alarm-links`, { data: { logIn: true } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await host.context().close();
    const { customer } = (await (await admin.request.get(`${server.url}/api/customers/user/${me._id}`)).json()) as {
      customer: Record<string, unknown> & { _id: string };
    };
    const { _id: customerId, ...form } = customer;
    const saved = await admin.request.put(`${server.url}/api/customers/${customerId}`, { data: { ...form, reportsEmail: me.email } });
    expect(saved.status(), await saved.text()).toBe(200);

    const { roomId, alarmId } = await smokeAlarm(admin, 'Ático Enlace E2E', { phone: randomPhone(), sms: [] });
    let link = '';
    await expect
      .poll(
        () =>
          (link =
            /Ver la alarma: (\S+)/.exec(smtp.received.find((email) => email.to.includes(me.email) && email.raw.includes('Ático Enlace E2E'))?.raw ?? '')?.[1] ??
            ''),
        {
          timeout: 60_000,
        },
      )
      .toMatch(/\/api\/alarm-login\?token=/);

    // On the phone: the link shows one button (a mail scanner opening it logs nobody in); the tap logs in.
    const page = await newPage(browser, { viewport: viewports.phone });
    await page.goto(link);
    await page.getByRole('button', { name: 'Abrir la alarma' }).click();
    await page.getByRole('dialog', { name: 'Humo en Ático Enlace E2E' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(paths.alarm(roomId, alarmId));
    await expectAccessible(page);
    await screenshot(page, 'alarm-link-phone.png');

    // Single use: the same link again is a page that says so and leads to the login, not a loop.
    const again = await newPage(browser, { viewport: viewports.phone });
    await again.goto(link);
    await again.getByRole('heading', { name: 'Este enlace ya se ha usado' }).waitFor();
    await again.getByRole('link', { name: 'Entrar y ver la alarma' }).click();
    await again.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(again.url()).searchParams.get('next')).toBe(paths.alarm(roomId, alarmId));
  });
});
