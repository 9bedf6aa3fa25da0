// Designers open the design system's Storybook where the panel is served, at /storybook/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { launchChromium } from '../support/browser.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Storybook served by npm start', () => {
  it('lists the components and shows a story, with no script blocked', async () => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${server.url}/storybook/`);
    await page
      .getByRole('button', { name: /Button/ })
      .first()
      .waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/storybook/iframe.html?id=actions-button--default&viewMode=story`);
    await page.getByRole('button').first().waitFor({ timeout: 30_000 });
    expect(blocked).toEqual([]);
  });
});
