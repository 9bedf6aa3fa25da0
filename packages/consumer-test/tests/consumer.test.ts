// The published packages as a developer outside this repository gets them (issue 30): released with
// `pnpm release` to a local registry, installed into a fresh Vite + React app, and used there.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openRecordingConsole } from '../support/browser.ts';
import { bin, cleanEnv, createConsumerApp } from '../support/consumer-app.ts';
import { startLocalRegistry, type LocalRegistry } from '../support/registry.ts';
import { releaseTo } from '../support/release.ts';
import { run, runOrThrow } from '../support/run.ts';
import { freePort, startServer } from '../support/server.ts';

// The light theme's `brand.strong`: a primary button's background, set by @sereno/ui's stylesheet.
const lightPrimary = 'rgb(38, 43, 120)';

let registry: LocalRegistry;
let app: string;
let browser: Browser;
let releaseFolder: string;

beforeAll(async () => {
  registry = await startLocalRegistry();
  releaseFolder = await mkdtemp(path.join(os.tmpdir(), 'sereno-release-'));
  await releaseTo(registry, releaseFolder);
  app = await createConsumerApp(registry);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await registry?.stop();
  for (const folder of [app, releaseFolder]) if (folder) await rm(folder, { recursive: true, force: true });
});

const isThemeRootWarning = (text: string) => text.includes('rendered outside <ThemeRoot>');

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** What a person sees on the consumer's page: a styled button that works, and the wifi card in Spanish. */
async function expectButtonAndCard(page: Page) {
  const button = page.getByRole('button', { name: 'Llamar al huésped' });
  await button.waitFor();
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(lightPrimary);
  await button.click();
  await expect.poll(() => page.getByTestId('calls').textContent()).toBe('1');
  await page.getByRole('heading', { name: 'Wifi' }).waitFor();
  await expect.poll(() => page.locator('body').textContent()).toContain('Sereno-5G');
  await expect.poll(() => page.locator('body').textContent()).toContain('Contraseña');
  // Outside ThemeRoot a component still has the light theme's values.
  expect(await backgroundOf(page, '#outside button')).toBe(lightPrimary);
}

describe('a Vite + React app installing @sereno/ui, @sereno/validation and @sereno/protocol-cards from a registry', () => {
  it('installs only the published build: dist and the README, no sources, stories or screenshots', async () => {
    for (const name of ['ui', 'validation', 'protocol-cards']) {
      const folder = path.join(app, 'node_modules', '@sereno', name);
      const entries = (await readdir(folder)).sort();
      expect(entries.filter((entry) => entry !== 'CHANGELOG.md')).toEqual(['README.md', 'dist', 'package.json']);
      const files = await readdir(path.join(folder, 'dist'), { recursive: true });
      expect(files.filter((file) => /\.(tsx|stories\.\w+|png)$/.test(file) || (file.endsWith('.ts') && !file.endsWith('.d.ts')))).toEqual([]);
    }
  });

  it('typechecks under strict and exactOptionalPropertyTypes, the packages\u2019 types included', async () => {
    const result = await run(bin(app, 'tsc'), ['-p', 'tsconfig.json'], { cwd: app, env: cleanEnv() });
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('builds with a plain Vite config and renders in `vite preview` without console errors', async () => {
    await runOrThrow(bin(app, 'vite'), ['build'], { cwd: app, env: cleanEnv() });
    const port = await freePort();
    const server = await startServer(bin(app, 'vite'), ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      cwd: app,
      env: cleanEnv(),
      port,
    });
    try {
      const { page, errors, warnings } = await openRecordingConsole(browser, server.url);
      await expectButtonAndCard(page);
      expect(errors).toEqual([]);
      // The button outside ThemeRoot: no warning in production.
      expect(warnings.filter(isThemeRootWarning)).toEqual([]);
      await page.close();
    } finally {
      await server.stop();
    }
  });

  it('renders in `vite` dev mode without console errors', async () => {
    const port = await freePort();
    const server = await startServer(bin(app, 'vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: app, env: cleanEnv(), port });
    try {
      const { page, errors, warnings } = await openRecordingConsole(browser, server.url);
      await expectButtonAndCard(page);
      expect(errors).toEqual([]);
      // The button outside ThemeRoot: one warning in development, however often it renders.
      expect(warnings.filter(isThemeRootWarning)).toHaveLength(1);
      await page.close();
    } finally {
      await server.stop();
    }
  });

  it('renders on the server in plain Node with react-dom/server', async () => {
    const result = await run('node', ['ssr.mjs'], { cwd: app, env: cleanEnv({ NODE_ENV: 'production' }) });
    expect(result.code).toBe(0);
    expect(result.output).toContain('Llamar al huésped');
    expect(result.output).toContain('>Wifi<');
    expect(result.output).toContain('Sereno-5G');
    expect(result.output).toContain('Contraseña');
  });

  it('renders a card in the language of the app\u2019s own i18next instance', async () => {
    const result = await run('node', ['ssr-english.mjs'], { cwd: app, env: cleanEnv({ NODE_ENV: 'production' }) });
    expect(result.code).toBe(0);
    expect(result.output).toContain('>Wi-Fi<');
    expect(result.output).toContain('Password');
    expect(result.output).not.toContain('Contraseña');
  });

  it('keeps an app that imports only Button small: its JavaScript, its CSS, and fonts only on request', async () => {
    const page = async (name: string) => {
      await runOrThrow(bin(app, 'vite'), ['build', '--config', 'vite.budget.config.ts'], { cwd: app, env: cleanEnv({ BUDGET_PAGE: name }) });
      const folder = path.join(app, 'dist-budget', name, 'assets');
      const files = await readdir(folder);
      const sizeOf = async (pattern: RegExp) => {
        let total = 0;
        for (const file of files.filter((name) => pattern.test(name))) total += (await stat(path.join(folder, file))).size;
        return total;
      };
      const css = await Promise.all(files.filter((file) => file.endsWith('.css')).map((file) => readFile(path.join(folder, file), 'utf8')));
      return { js: await sizeOf(/\.js$/), css: css.join('\n'), fonts: files.filter((file) => /\.(woff2?|ttf)$/.test(file)) };
    };
    const reactOnly = await page('react-only');
    const buttonOnly = await page('button-only');
    const withFonts = await page('button-fonts');

    const addedKilobytes = (buttonOnly.js - reactOnly.js) / 1024;
    console.info(`Button alone adds ${addedKilobytes.toFixed(1)} KB of minified JavaScript over React (${(reactOnly.js / 1024).toFixed(1)} KB)`);
    expect(addedKilobytes).toBeLessThanOrEqual(60);

    // Every class in the app's CSS is one of Button's stylesheet: no other component's rules.
    const classesOf = (css: string) => new Set(css.match(/\.[_a-zA-Z][\w-]*/g) ?? []);
    const buttonSheet = await readFile(path.join(app, 'node_modules/@sereno/ui/dist/styles/Button.css'), 'utf8');
    const allSheet = await readFile(path.join(app, 'node_modules/@sereno/ui/dist/styles.css'), 'utf8');
    const buttonClasses = classesOf(buttonSheet);
    const foreign = [...classesOf(buttonOnly.css)].filter((name) => !buttonClasses.has(name));
    expect(foreign).toEqual([]);
    expect(classesOf(buttonOnly.css).size).toBeGreaterThan(0);
    console.info(`Button's CSS: ${(buttonOnly.css.length / 1024).toFixed(1)} KB (all components: ${(allSheet.length / 1024).toFixed(1)} KB)`);
    expect(buttonOnly.css.length).toBeLessThan(allSheet.length / 4);

    expect(buttonOnly.fonts).toEqual([]);
    expect(withFonts.fonts.some((file) => file.endsWith('.woff2'))).toBe(true);
  });
});
