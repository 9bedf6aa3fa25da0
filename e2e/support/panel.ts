// What the panel's end-to-end tests share: a page as a visitor opens it, logging in through the login
// page, the pictures of the docs, and the token a demo device reports with.
import { createHmac } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { paths } from '@sereno/panel/paths';

export const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** The demo accounts' password (docs/operations.md, demo mode). */
export const demoPassword = 'Sereno#2026';

/** A page of a fresh browser (no cookie, nothing stored), in Spanish on a desktop unless `options` say otherwise. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: viewports.desktop, ...options });
  return context.newPage();
}

/** Logs in as a person does, through the login page, and waits until the panel has left it (for `next`, if given). */
export async function logIn(page: Page, serverUrl: string, username: string, next?: string): Promise<void> {
  await page.goto(`${serverUrl}${next ? paths.loginThen(next) : paths.login}`);
  await page.getByLabel(/^(Usuario o email|Username or email)/).fill(username);
  await page.getByLabel(/^(Contraseña|Password)/).fill(demoPassword);
  await page.getByRole('button', { name: /^(Entrar|Log in)$/ }).click();
  await page.waitForURL((url) => url.pathname !== paths.login);
}

/** The bearer token of a demo device: an HMAC of its number under the server's secret (docs/api.md, "Demo devices"). */
export const demoDeviceToken = (secret: string, monitorId: string): string => `dev_${createHmac('sha256', secret).update(monitorId).digest('base64url')}`;

const screenshotsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * `SERENO_UPDATE_SCREENSHOTS=1` refreshes the pictures of the README and the docs. `wholePage` takes
 * the page in one picture: the window as tall as the page (the shell fills the window, so a full-page
 * capture of a short window would cut the side navigation), at rest (charts ease in), then back.
 */
export async function screenshot(page: Page, name: string, { wholePage = false }: { wholePage?: boolean } = {}): Promise<void> {
  if (!process.env.SERENO_UPDATE_SCREENSHOTS) return;
  await mkdir(screenshotsDir, { recursive: true });
  if (!wholePage) {
    await page.screenshot({ path: path.join(screenshotsDir, name) });
    return;
  }
  const viewport = page.viewportSize() ?? viewports.desktop;
  await page.setViewportSize({
    width: viewport.width,
    height: Math.max(viewport.height, await page.evaluate<number>('document.documentElement.scrollHeight')),
  });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(screenshotsDir, name) });
  await page.setViewportSize(viewport);
}
