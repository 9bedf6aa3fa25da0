import { logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../test/demo.ts';
import { renderApp } from '../../test/render-app.tsx';
import { paths } from '../shared/paths.ts';

// Texts not in the entry: the rooms pages' (featureTexts.ts), which their route brings, and English
// (i18n.ts), fetched when chosen. A page must never show a key, whichever language it opens in or
// switches to.
describe("a feature's texts", () => {
  beforeEach(async () => {
    await logout();
  });

  it('are there when the page first shows, and follow a change of language made on the page', async () => {
    resetBrowser('es');
    await logInAs('customer');
    renderApp(paths.rooms);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Salas' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Añadir sala' })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add room' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/rooms\.\w+\.\w+/);
  });

  it('come in English when the page opens in English', async () => {
    resetBrowser('en');
    await logInAs('customer');
    renderApp(paths.newRoom);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Add a room' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/rooms\.\w+\.\w+/);
  });
});

describe('the shared messages in English', () => {
  beforeEach(async () => {
    await logout();
  });

  it("tell a form's mistakes in English, fetched with the panel's English", async () => {
    resetBrowser('en');
    renderApp(paths.login);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.element(page.getByText('This field is required').first()).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Este campo es obligatorio|validation\.\w+/);
  });
});
