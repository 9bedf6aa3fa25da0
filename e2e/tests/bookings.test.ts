// The bookings through every layer: the built panel in Chromium and the real server with its demo
// data — from the dashboard's check-ins today to the list filtered to them, a booking's details, the
// cancelled arrival behind the "only confirmed" switch, in English and dark, and on a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
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

const guests = (page: Page) => page.getByRole('table', { name: /^(Reservas|Bookings)$/ }).getByRole('button', { name: /^(Ver la reserva de|Open) / });
const tileCount = async (page: Page, name: string) => Number(await page.getByRole('region', { name, exact: true }).getAttribute('data-count'));

describe('the bookings', () => {
  it("lead from the dashboard's check-ins today to the day's arrivals, and open one", async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer', paths.home);
    await page.getByRole('heading', { name: 'Entradas y salidas de hoy' }).waitFor();
    await expect.poll(() => tileCount(page, 'Entradas hoy')).toBeGreaterThan(0);
    const arrivals = await tileCount(page, 'Entradas hoy');
    await screenshot(page, 'bookings-dashboard-tiles.png');

    await page.getByRole('link', { name: /^Entradas hoy/ }).click();
    await page.waitForURL(/\/bookings\?checkIn=\d{4}-\d{2}-\d{2}&onlyConfirmed=true/);
    await expect.poll(() => guests(page).count()).toBe(arrivals);
    await page.getByRole('button', { name: 'Ver la reserva de Hannah Becker' }).waitFor();
    // The cancelled arrival is there once the switch is off, in red capitals.
    await page.getByText('Solo confirmadas').click();
    await page.waitForURL((url) => !url.searchParams.has('onlyConfirmed'));
    await expect.poll(() => guests(page).count()).toBe(arrivals + 1);
    await page
      .getByRole('row', { name: /Tom Jansen/ })
      .getByText('Cancelada')
      .waitFor();
    await screenshot(page, 'bookings-list-light.png');

    await page.getByRole('button', { name: 'Ver la reserva de Hannah Becker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reserva de Hannah Becker' });
    await dialog.getByText('HMR5N2K8TD', { exact: false }).waitFor();
    await screenshot(page, 'bookings-details-light.png');
  });

  it('searches in English and in the dark, keeping the search across a reload', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'admin', paths.bookings);
    await guests(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('BDM-20');
    await page.waitForURL(/search=BDM-20/);
    await page.reload();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('BDM-20');
    await page.getByRole('button', { name: "Open Oliver Smith's booking" }).waitFor();
    await screenshot(page, 'bookings-list-dark-en.png');
  });

  it("shows today's check-outs on a phone", async () => {
    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'manager', paths.home);
    await expect.poll(() => tileCount(page, 'Salidas hoy')).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^Salidas hoy/ }).click();
    await page.waitForURL(/\/bookings\?checkOut=/);
    await page.getByRole('button', { name: 'Ver la reserva de Pablo Herrera' }).waitFor();
    await screenshot(page, 'bookings-list-phone.png', { wholePage: true });
    await page.getByRole('button', { name: 'Ver la reserva de Pablo Herrera' }).click();
    await page.getByRole('dialog', { name: 'Reserva de Pablo Herrera' }).waitFor();
    await screenshot(page, 'bookings-details-phone.png');
  });
});
