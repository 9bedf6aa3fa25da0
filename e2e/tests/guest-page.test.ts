// The guest's page (docs/guest-page.md) through every layer: the built server with its demo data and
// Chromium. A host opens a booking in the panel, creates its guest page link, copies it; the guest
// opens it on a phone in Spanish, switches to English, in light and dark: axe finds nothing, and the
// page shows the noise against the limit and nothing of the stay. A revoked link says so.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths } from '@sereno/panel/paths';

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

/** The host's booking details, open on the demo's arrival, and the link they created there. */
let dialog: Locator;
let url: URL;

describe('the guest page', () => {
  it('is created from a booking’s details in the panel', async () => {
    const host = await newPage(browser);
    await logIn(host, server.url, 'customer', paths.bookings);
    await host.goto(`${server.url}${paths.bookings}?search=Becker`);
    await host.getByRole('button', { name: 'Ver la reserva de Hannah Becker' }).click();
    dialog = host.getByRole('dialog', { name: 'Reserva de Hannah Becker' });
    await dialog.getByRole('heading', { name: 'Página del huésped' }).waitFor();
    await dialog.getByRole('button', { name: /^Crear (enlace|un enlace nuevo)$/ }).click();
    const code = dialog.locator('code', { hasText: '/g/' });
    await code.waitFor();
    url = new URL((await code.textContent()) ?? '');
    expect(url.pathname).toMatch(/^\/g\/[A-Za-z0-9_-]{24}$/);
    await dialog.getByRole('button', { name: 'Revocar' }).waitFor();
    await expectAccessible(host, '[role="dialog"]');
    await screenshot(host, 'guest-page-panel.png');
  });

  it('is read by the guest on a phone, in Spanish and English, light and dark, with nothing of the stay', async () => {
    const guest = await newPage(browser, { viewport: viewports.phone, locale: 'es-ES' });
    await guest.goto(`${server.url}${url.pathname}?lang=es`);
    await guest.getByRole('heading', { level: 1, name: 'El ruido en su alojamiento' }).waitFor();
    await guest.getByText('Normas de la casa').waitFor();
    await guest.getByRole('heading', { name: 'Si se supera el límite' }).waitFor();
    const body = (await guest.textContent('body')) ?? '';
    expect(body).not.toContain('Hannah');
    expect(body).not.toContain('Becker');
    await expectAccessible(guest);
    await screenshot(guest, 'guest-page-phone-es.png', { wholePage: true });

    await guest.getByRole('link', { name: 'English' }).click();
    await guest.getByRole('heading', { level: 1, name: 'The noise in your accommodation' }).waitFor();
    expect(await guest.getAttribute('html', 'lang')).toBe('en');
    await expectAccessible(guest);

    const dark = await newPage(browser, { viewport: viewports.phone, colorScheme: 'dark', locale: 'en-GB' });
    await dark.goto(`${server.url}${url.pathname}?lang=en`);
    await dark.getByRole('heading', { level: 1, name: 'The noise in your accommodation' }).waitFor();
    await expectAccessible(dark);
    await screenshot(dark, 'guest-page-phone-en-dark.png', { wholePage: true });
  });

  it('says so when the host revokes it', async () => {
    const guest = await newPage(browser, { viewport: viewports.phone, locale: 'en-GB' });
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await dialog.getByRole('button', { name: 'Crear un enlace nuevo' }).waitFor();
    const refused = await guest.goto(`${server.url}${url.pathname}?lang=en`);
    expect(refused?.status()).toBe(410);
    await guest.getByRole('heading', { name: 'This link no longer works. Ask your host for a new one.' }).waitFor();
    await expectAccessible(guest);
  });
});
