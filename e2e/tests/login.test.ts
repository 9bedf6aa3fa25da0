// One login through every layer: the built panel in Chromium, the real server, its database.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths } from '@sereno/panel/paths';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const screenshotsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** `SERENO_UPDATE_SCREENSHOTS=1` refreshes the pictures of the README and the docs. */
async function screenshot(name: string) {
  if (!process.env.SERENO_UPDATE_SCREENSHOTS) return;
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, name) });
}

beforeEach(async () => {
  page = await newPage('es-ES');
});

async function logIn(username: string, password: string) {
  // Anchored: a required field's label ends with an asterisk, and the password toggle is "Mostrar contraseña".
  await page.getByLabel(/^Usuario o email/).fill(username);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('logging in through the panel', () => {
  it('the server prints its address and the demo accounts', () => {
    expect(server.output()).toContain(server.url.replace('127.0.0.1', 'localhost'));
    expect(server.output()).toContain('Sereno#2026');
  });

  it('an admin logs in, stays logged in across a reload, and logs out', async () => {
    await page.goto(server.url);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await screenshot('panel-login.png');

    await logIn('admin', 'Sereno#2026');
    const greeting = page.getByRole('heading', { level: 1, name: /^Hola, / });
    await greeting.waitFor();
    await page.getByText('(Administrador)').waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.home);

    await screenshot('panel-home.png');

    await page.reload();
    await greeting.waitFor();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();

    // The session is gone on the server too: the private area is not reachable any more.
    await page.goto(server.url);
    await page.waitForURL('**/login');
  });

  it('a wrong password is refused with a message the person can act on', async () => {
    await page.goto(`${server.url}${paths.login}`);
    await logIn('admin', 'not-the-password');
    await page.getByText('El usuario o la contraseña no son correctos.').waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.login);
  });

  it('empty fields are explained under each field, in Spanish, and in English after switching', async () => {
    await page.goto(`${server.url}${paths.login}`);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Campo requerido').count()).resolves.toBe(2);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await expect(page.getByText('This field is required').count()).resolves.toBe(2);
    await screenshot('login-errors-en.png');
  });

  it('speaks English to an English browser (region stripped), and Spanish to any other', async () => {
    page = await newPage('en-GB');
    await page.goto(`${server.url}${paths.login}`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    page = await newPage('fr-FR');
    await page.goto(`${server.url}${paths.login}`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('keeps the language chosen with the switch across visits', async () => {
    await page.goto(`${server.url}${paths.login}`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('shows the development border in development', async () => {
    await page.goto(`${server.url}${paths.login}`);
    await page.getByTestId('dev-border').waitFor({ state: 'attached' });
  });

  it('serves the flasher at /flasher', async () => {
    await page.goto(`${server.url}${paths.flasher}`);
    await page.getByRole('heading', { name: 'Sereno Flasher' }).waitFor();
  });

  it('answers an unknown API path with 404 in the error shape, and an unknown page with the panel', async () => {
    const api = await fetch(`${server.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, message: expect.any(String), timestamp: expect.any(String) });

    await page.goto(`${server.url}/rooms/some/deep/link`);
    await page.waitForURL('**/login**');
  });
});
