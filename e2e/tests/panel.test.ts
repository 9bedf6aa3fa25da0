// The panel's shell and public pages through every layer: the built panel in Chromium, the real
// server with its demo data and its live demo devices.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';
import { paths } from '@sereno/panel/paths';

let server: RunningServer;

/** The session cookie of a login through the API. */
async function sessionOf(username: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')?.split(';', 1)[0] ?? '';
}

/** The link of the email sent to `email`, as its recipient sees the demo outbox (written just after the request's answer). */
async function resetLinkIn(cookie: string, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`, { headers: { cookie } })).json()) as { emails: { to: string; text: string }[] };
    const link = outbox.emails.find((sent) => sent.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (link || Date.now() > deadline) return link ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The figure of a dashboard tile; NaN while it loads. */
async function tile(page: Page, name: string): Promise<number> {
  const count = await page.getByRole('region', { name, exact: true }).getAttribute('data-count');
  return count === null ? Number.NaN : Number(count);
}

describe('the panel shell', () => {
  it('opens the dashboard with the live counts of the demo rooms', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'admin');
    await page.getByRole('status').getByText('En directo').waitFor();
    const count = (status: string) =>
      page.evaluate(async (wanted) => ((await (await fetch(`/api/rooms?status=${wanted}&limit=1`)).json()) as { totalRooms: number }).totalRooms, status);
    // The demo devices report live: the demo opens with rooms connected.
    await expect.poll(() => count('connected'), { timeout: 60_000 }).toBeGreaterThan(0);
    // The counts move while the demo's devices send their past day and play their moments: the tiles
    // follow them live, so each is compared with the API's figure of the same moment.
    for (const [status, name] of [
      ['connected', 'Conectadas'],
      ['disconnected', 'Desconectadas'],
    ] as const) {
      await expect.poll(async () => (await tile(page, name)) === (await count(status)), { timeout: 30_000 }).toBe(true);
    }
    await screenshot(page, 'panel-dashboard.png');
  });

  it('follows the system theme at first, then keeps the one chosen across reloads', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'agent');
    expect(await page.locator('[data-theme]').first().getAttribute('data-theme')).toBe('dark');
    await page.getByRole('status').getByText('Live').waitFor();
    await screenshot(page, 'panel-dashboard-dark-en.png');

    await page.getByRole('button', { name: 'Light theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Dark theme' }).waitFor();
    expect(await page.locator('[data-theme]').first().getAttribute('data-theme')).toBe('light');
  });

  it('keeps the compact side navigation across reloads', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer');
    await page.getByRole('button', { name: 'Navegación compacta' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Hola, / }).waitFor();
    expect(await page.getByRole('button', { name: 'Navegación compacta' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).getAttribute('data-mini')).not.toBeNull();
  });

  it('puts the navigation in a drawer on a phone', async () => {
    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'admin');
    await page.getByRole('status').getByText('En directo').waitFor();
    await screenshot(page, 'panel-dashboard-phone.png');
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Flasher' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('the public pages', () => {
  it('register a customer, who lands on the dashboard', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}${paths.login}`);
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await page.getByRole('heading', { name: 'Crear una cuenta' }).waitFor();
    await screenshot(page, 'panel-register.png');
    const name = Math.random().toString(36).slice(2, 8);
    await page.getByLabel(/^Nombre/).fill('Marta Vidal');
    await page.getByLabel(/^Usuario/).fill(`marta${name}`);
    await page.getByLabel(/^Email/).fill(`marta.${name}@example.com`);
    await page.getByLabel(/^Contraseña/).fill('Sereno#2026');
    await page.getByLabel(/^Repite la contraseña/).fill('Sereno#2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hola, Marta Vidal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.home);
  });

  it('reset a password through the emailed link, opened as the email has it', async () => {
    const page = await newPage(browser);
    const email = `pablo.${Math.random().toString(36).slice(2, 8)}@example.com`;
    // A controller: the demo outbox, where the link is read, is for the staff.
    const created = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await sessionOf('admin', 'Sereno#2026') },
      body: JSON.stringify({ name: 'Pablo Ortiz', username: email.split('@')[0], email, password: 'Sereno#2026', role: 'controller' }),
    });
    expect(created.status).toBe(201);

    await page.goto(`${server.url}${paths.resetPassword}`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.getByText(/^Si el email corresponde a una cuenta/).waitFor();
    await screenshot(page, 'panel-reset-password.png');

    // Pablo reads it, logged in elsewhere with the old password: nobody else sees its token.
    const link = await resetLinkIn(await sessionOf(email, 'Sereno#2026'), email);
    expect(
      link.startsWith(`${server.url.replace('127.0.0.1', 'localhost')}${paths.newPassword}?`) || link.startsWith(`${server.url}${paths.newPassword}?`),
    ).toBe(true);
    await page.goto(link.replace('localhost', '127.0.0.1'));
    await page.getByText(`Para la cuenta ${email}.`).waitFor();
    await screenshot(page, 'panel-new-password.png');
    await page.getByLabel(/^Contraseña nueva/).fill('Nuevo#2027');
    await page.getByLabel(/^Repite la contraseña/).fill('Nuevo#2027');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await page.getByText('Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.').waitFor();

    await page.goto(link.replace('localhost', '127.0.0.1'));
    await page.getByText('El enlace para cambiar la contraseña no es válido o ha caducado. Pide uno nuevo.').waitFor();
  });
});
