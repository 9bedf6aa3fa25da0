// The installable panel (docs/pwa.md) through every layer: the built panel served by the built server,
// in Chromium. Opened once, it opens again offline — the shell from the service worker, with a
// translated "Sin conexión" — and recovers when the network returns; it never stores the API. An
// alarm goes from the server to a local push service (the Web Push protocol, VAPID-signed and
// encrypted, decrypted by the peer as a browser would) and that message, delivered to the panel's
// own service worker through the DevTools protocol, shows the alarm's notification with its link.
// The profile's "Notificaciones en este dispositivo" shows each state a browser can be in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { startPushPeer, type PushPeer } from '@sereno/api/testing/push-peer';
import { paths } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { logIn, screenshot, viewports } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;
let peer: PushPeer;

beforeAll(async () => {
  server = await startServer({});
  browser = await launchChromium();
  peer = await startPushPeer();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await peer?.close();
});

type Look = { viewport: keyof typeof viewports; scheme: 'light' | 'dark'; language: 'es' | 'en' };
const looks: Look[] = (['desktop', 'phone'] as const).flatMap((viewport) =>
  (['light', 'dark'] as const).flatMap((scheme) => (['es', 'en'] as const).map((language) => ({ viewport, scheme, language }))),
);
const lookName = ({ viewport, scheme, language }: Look) => `${viewport}-${scheme}-${language}`;

async function contextFor(look: Look): Promise<BrowserContext> {
  return browser.newContext({
    locale: look.language === 'es' ? 'es-ES' : 'en-GB',
    viewport: viewports[look.viewport],
    colorScheme: look.scheme,
    isMobile: look.viewport === 'phone',
    hasTouch: look.viewport === 'phone',
  });
}

// The callbacks of page.evaluate run in the page; Node's types have no DOM, so what they use is declared here.
declare const location: { origin: string };
declare const caches: {
  match(path: string): Promise<unknown>;
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
};
interface PageNavigator {
  serviceWorker: {
    ready: Promise<{ getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]> }>;
    controller: unknown;
  };
}

/** The service worker controls the page and has kept every chunk the page loaded. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => (navigator as unknown as PageNavigator).serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
        const kept = await Promise.all(loaded.map(async (url) => (await caches.match(url.pathname)) !== undefined));
        return kept.every(Boolean) && (navigator as unknown as PageNavigator).serviceWorker.controller !== null;
      }),
    )
    .toBe(true);
}

describe('the installable panel', () => {
  it('serves its manifest, icons and worker, with a policy that lets them run', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Sereno', display: 'standalone', start_url: '/', theme_color: '#262B78', orientation: 'any' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable', '180x180 any']);
    for (const icon of icons) {
      const response = await fetch(`${server.url}${icon.src}`);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = String((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it.each(looks)(
    'opens offline with the shell and "Sin conexión", and recovers online ($viewport, $scheme, $language)',
    async (look) => {
      const context = await contextFor(look);
      const page = await context.newPage();
      await logIn(page, server.url, 'admin', paths.home);
      await workerReady(page);

      await context.setOffline(true);
      await page.reload();
      const offline = look.language === 'es' ? 'Sin conexión' : 'Offline';
      const banner = page.getByRole('status').filter({ hasText: offline });
      await banner.waitFor();
      // The shell: the private area's page frame, from the worker's copy.
      await page.getByRole('main').waitFor();
      await screenshot(page, `pwa-offline-${lookName(look)}.png`);
      if (look.viewport === 'desktop' && look.scheme === 'light') await expectAccessible(page);
      // Nothing of the API was stored on the device.
      const stored = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(stored.filter((url) => url.startsWith('/api'))).toEqual([]);
      expect(stored).toContain('/index.html');

      await context.setOffline(false);
      await page
        .getByRole('status')
        .filter({ hasText: look.language === 'es' ? 'Conexión recuperada' : 'Back online' })
        .waitFor();
      await banner.waitFor({ state: 'detached' });
      await context.close();
    },
    120_000,
  );
});

describe('Web Push', () => {
  it('pushes an alarm to a subscribed device, and the panel’s worker shows it with the link to the alarm', async () => {
    const context = await contextFor({ viewport: 'phone', scheme: 'light', language: 'es' });
    await context.grantPermissions(['notifications'], { origin: server.url });
    const page = await context.newPage();
    await logIn(page, server.url, 'admin', paths.home);
    await workerReady(page);
    const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as { email: string };

    // A device of this person: the local push service's subscription, handed to the server.
    const device = peer.subscribe();
    const saved = await page.request.post(`${server.url}/api/profile/push-subscriptions`, { data: { endpoint: device.endpoint, keys: device.keys } });
    expect(saved.status()).toBe(201);

    // A room whose alert schedule emails this person all day: its smoke alarm reaches them by push too.
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const monitorId = `PWA-${tag}`;
    const created = await page.request.post(`${server.url}/api/devices`, { data: { monitorId, status: 'active' } });
    const { token } = (await created.json()) as { token: string };
    const room = await page.request.post(`${server.url}/api/rooms`, { data: { name: `Ático ${tag}`, monitorId } });
    const { data } = (await room.json()) as { data: { roomId: string } };
    const schedules = await page.request.put(`${server.url}/api/rooms/${data.roomId}/settings/alert-schedules`, {
      data: [{ from: '00:00', to: '00:00', email: me.email }],
    });
    expect(schedules.status()).toBe(200);
    const reading = await page.request.post(`${server.url}/api/devices/${monitorId}/readings`, {
      headers: { authorization: `Bearer ${token}` },
      data: [{ seq: 1, ts: new Date().toISOString(), noise: 40, smokingProbability: 93, temperature: 22 }],
    });
    expect(reading.status()).toBe(202);
    await expect.poll(() => peer.received.find((push) => push.message.room === `Ático ${tag}`) !== undefined).toBe(true);
    const push = peer.received.find((entry) => entry.message.room === `Ático ${tag}`);
    const alarmPath = String(push?.message.url);
    expect(alarmPath).toMatch(new RegExp(`^/alarms\\?roomId=${data.roomId}&alarm=[0-9a-f-]{36}$`));

    // What the push service would hand the browser, delivered to the panel's own worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${server.url}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data: JSON.stringify(push?.message) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await (navigator as unknown as PageNavigator).serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          url: (notification.data as { url: string }).url,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: `Humo (nivel alto) · Ático ${tag}`,
        body: expect.stringMatching(/^Desde \d{4}-\d\d-\d\d \d\d:\d\d\. Toca para ver la alarma\.$/),
        tag: `alarm-${String(push?.message.alarmId)}`,
        url: `${server.url}${alarmPath}`,
      },
    ]);
    // Where a tap leads (headless Chromium cannot tap a system notification): the alarm, its details open.
    const [notification] = await shown();
    await page.goto(notification?.url ?? '');
    await page
      .getByRole('dialog')
      .filter({ hasText: `Ático ${tag}` })
      .waitFor();
    await context.close();
  });

  it.each(looks)(
    'offers "Notificaciones en este dispositivo" on the profile in each state ($viewport, $scheme, $language)',
    async (look) => {
      const context = await contextFor(look);
      const page = await context.newPage();
      await logIn(page, server.url, 'admin', paths.profile);
      await workerReady(page);
      const es = look.language === 'es';
      const toggle = page.getByRole('switch', { name: es ? 'Notificaciones en este dispositivo' : 'Notifications on this device' });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      await page.getByText(es ? 'Este dispositivo no recibe las alarmas.' : 'This device does not receive the alarms.').waitFor();
      await page.getByRole('heading', { name: es ? 'Notificaciones en este dispositivo' : 'Notifications on this device' }).scrollIntoViewIfNeeded();
      await screenshot(page, `pwa-profile-push-${lookName(look)}.png`);
      if (look.viewport === 'desktop' && look.scheme === 'light') await expectAccessible(page);
      if (look.viewport !== 'desktop' || look.scheme !== 'light') return context.close();

      // Allowed, but this browser has no push service to subscribe with (none is reachable here): the
      // switch says why it stays off rather than pretending.
      await context.grantPermissions(['notifications'], { origin: server.url });
      await page.locator('label').filter({ has: toggle }).click();
      await page.getByText(es ? /^No se han podido activar las notificaciones: / : /^The notifications could not be turned on: /).waitFor();
      expect(await toggle.isChecked()).toBe(false);

      // Blocked in the browser: the switch is off and disabled, and the page says where to allow it.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        origin: server.url,
        permission: { name: 'notifications' },
        setting: 'denied',
        ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
      });
      await page.reload();
      await page.getByText(es ? /Has bloqueado las notificaciones de Sereno/ : /You have blocked Sereno's notifications/).waitFor();
      expect(await toggle.isDisabled()).toBe(true);
      await context.close();
    },
    120_000,
  );
});
