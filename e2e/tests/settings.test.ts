// The profile and the settings through every layer: the built panel in Chromium and the real server
// with its demo data. A customer sets how it wants to be told, creates an API key shown once, renames
// and deletes it; changes its password past the current-password check; and logs out everywhere else,
// which ends the session of another browser. In Spanish and English, on a desktop and a phone, with
// axe on every page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { demoPassword, logIn, newPage, screenshot, viewports } from '../support/panel.ts';

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

/** The page is as wide as the window: nothing scrolls sideways but the tabs' own strip. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

interface Preferences {
  preferences: { smoke: { sms: boolean; emails: boolean }; noise: { notifyGuest: boolean } };
}

describe('the settings', () => {
  it('a customer sets how it wants to be told, then creates an API key shown once, renames and deletes it', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer.picos', paths.settingsTab('notifications'));
    const form = page.getByRole('form', { name: 'Cómo quieres que te avisemos' });
    await form.getByText('SMS sin activar').waitFor();
    // What each switch means, in words, beside it.
    await form.getByText('Un email cuando un dispositivo lleva 30 minutos sin enviar datos.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'settings-notifications-light.png', { wholePage: true });

    const smoke = form.getByRole('group', { name: 'Cuando la probabilidad de humo de una sala llega a su umbral' });
    const noise = form.getByRole('group', { name: 'Cuando una sala supera su umbral de ruido' });
    const smokeSms = await smoke.getByRole('switch', { name: 'SMS' }).isChecked();
    const guestFirst = await noise.getByRole('switch', { name: 'Avisar primero al huésped' }).isChecked();
    // The switches' inputs are visually hidden: a person presses their labels.
    await smoke.getByText('SMS', { exact: true }).click();
    await noise.getByText('Avisar primero al huésped', { exact: true }).click();
    await form.getByRole('button', { name: 'Guardar las preferencias' }).click();
    await form.getByText('Preferencias guardadas. Se aplicarán a tus salas nuevas.').waitFor();
    const me = (await (await page.request.get(`${server.url}/api/me`)).json()) as { customerId: string };
    const saved = (await (await page.request.get(`${server.url}/api/customers/${me.customerId}/notification-preferences`)).json()) as Preferences;
    expect(saved.preferences.smoke.sms).toBe(!smokeSms);
    expect(saved.preferences.noise.notifyGuest).toBe(!guestFirst);
    // Read again, the page shows what was saved.
    await page.reload();
    await expect.poll(() => smoke.getByRole('switch', { name: 'SMS' }).isChecked()).toBe(!smokeSms);

    // Integrations: the PMS accounts, and one's own application keys below them.
    await page.getByRole('tab', { name: 'Integraciones' }).click();
    await page.waitForURL(/tab=integrations/);
    await page.getByRole('heading', { name: 'Guesty' }).waitFor();
    const create = page.getByRole('form', { name: 'Crear una clave' });
    await create.getByLabel(/^Nombre de la aplicación/).fill('Limpiezas Picos');
    await create.getByRole('button', { name: 'Crear una clave' }).click();
    const shown = page.getByRole('figure', { name: 'Credenciales de la aplicación' });
    await shown.waitFor();
    const key = (await shown.locator('code').nth(1).textContent()) ?? '';
    expect(key).toMatch(/^sk_/);
    await expectAccessible(page);
    await screenshot(page, 'settings-integrations-key-light.png', { wholePage: true });
    await page.getByRole('button', { name: 'Ya la he copiado' }).click();
    // Put away, the key is nowhere on the page, nor after a reload.
    await shown.waitFor({ state: 'detached' });
    expect(await page.locator('body').textContent()).not.toContain(key);
    await page.reload();
    await page.getByRole('heading', { name: 'Limpiezas Picos', level: 3 }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(key);

    await page.getByRole('listitem').filter({ hasText: 'Limpiezas Picos' }).getByRole('button', { name: 'Renombrar' }).click();
    const renaming = page.getByRole('form', { name: 'Renombrar «Limpiezas Picos»' });
    await renaming.getByLabel(/^Nombre de la aplicación/).fill('Limpiezas Picos 2');
    await renaming.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'Limpiezas Picos 2', level: 3 }).waitFor();

    await page.getByRole('listitem').filter({ hasText: 'Limpiezas Picos 2' }).getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar la aplicación «Limpiezas Picos 2»?' });
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('La aplicación «Limpiezas Picos 2» se ha eliminado.').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Limpiezas Picos 2', level: 3 }).count()).toBe(0);
  });

  it('reads in English on a phone in the dark, every tab passing axe', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB', viewport: viewports.phone });
    await logIn(page, server.url, 'customer', paths.settings);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    for (const [tab, shows] of [
      ['Language', page.getByRole('radio', { name: 'English' })],
      ['Notifications', page.getByRole('form', { name: 'How you want to be told' })],
      ['Password', page.getByRole('form', { name: 'Change the password' })],
      ['Integrations', page.getByRole('form', { name: 'Create a key' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await shows.waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await screenshot(page, 'settings-notifications-phone-dark-en.png', { wholePage: true });
  });
});

describe('the profile', () => {
  it('changes the name and the password past the current-password check, and logs out everywhere else', async () => {
    // Another browser, logged in first as the same person: its session is to be ended from here.
    const elsewhere = await newPage(browser, { locale: 'en-GB' });
    await logIn(elsewhere, server.url, 'manager.picos', paths.tasks);

    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'manager.picos', paths.profile);
    await page.getByRole('heading', { name: 'Perfil', level: 1 }).waitFor();
    await page.getByText('Tu cuenta: manager.picos (Gestor).').waitFor();
    const sessions = page.getByRole('list', { name: 'Sesiones abiertas' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    // Where and when: the browser, the address, the times.
    await sessions.getByRole('listitem').first().getByText('Esta sesión').waitFor();
    await sessions
      .getByRole('listitem')
      .nth(1)
      .getByText(/^Desde 127\.0\.0\.1/)
      .waitFor();
    await sessions
      .getByRole('listitem')
      .nth(1)
      .getByText(/^Inició sesión el .* · último uso el /)
      .waitFor();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'profile-phone-light.png', { wholePage: true });

    const details = page.getByRole('form', { name: 'Tus datos' });
    await details.getByLabel(/^Nombre/).fill('Marta Picos');
    await details.getByLabel(/^Alias/).fill('Marta');
    await details.getByRole('button', { name: 'Guardar los cambios' }).click();
    await details.getByText('Tus datos se han guardado.').waitFor();

    const password = page.getByRole('form', { name: 'Cambiar la contraseña' });
    const newPassword = 'Otra#Clave2026';
    await password.getByLabel(/^Contraseña actual/).fill('Not#TheCurrent1');
    await password.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await password.getByLabel(/^Repite la nueva contraseña/).fill(newPassword);
    await password.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await password.getByText('La contraseña actual introducida no es correcta').waitFor();
    await expectAccessible(page);

    // Log out everywhere else: the other browser's next step finds its session gone.
    await page.getByRole('button', { name: 'Cerrar sesión en los demás sitios' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cerrar sesión en los demás sitios?' });
    await confirm.getByText('Se cerrará 1 sesión abierta en otro navegador o dispositivo. Esta sigue abierta.').waitFor();
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Cerrar sesión en los demás sitios' }).click();
    await page.getByText('Las demás sesiones se han cerrado. Solo sigue abierta esta.').waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    expect((await elsewhere.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await elsewhere.reload();
    await elsewhere.waitForURL((url) => url.pathname === paths.login);

    // This one stays, with the new name; the right current password changes the password.
    await page.reload();
    await page
      .getByRole('form', { name: 'Tus datos' })
      .getByLabel(/^Nombre/)
      .waitFor();
    expect(
      await page
        .getByRole('form', { name: 'Tus datos' })
        .getByLabel(/^Nombre/)
        .inputValue(),
    ).toBe('Marta Picos');
    await password.getByLabel(/^Contraseña actual/).fill(demoPassword);
    await password.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await password.getByLabel(/^Repite la nueva contraseña/).fill(newPassword);
    await password.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await password.getByText(/^Tu contraseña ha cambiado\./).waitFor();
    const relogin = await elsewhere.request.post(`${server.url}/api/login`, { data: { username: 'manager.picos', password: newPassword } });
    expect(relogin.status()).toBe(200);
  });

  it('reads in English on a desktop in the dark', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'controller', paths.profile);
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Open sessions' }).getByText('This session').waitFor();
    await page.getByRole('form', { name: 'Change the password' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-desktop-dark-en.png', { wholePage: true });
  });
});
