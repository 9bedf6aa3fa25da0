import { getMe, getPmsIntegrationStatus, login, logout, register, setSessionUser } from '@sereno/api-client';
import { languageStorageKey } from '@sereno/validation';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoPassword, licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

// The real server talks to the local Guesty and Kross of test/global-setup.ts (credentials in test/pms.ts).
const guesty = inject('guesty');
const kross = inject('kross');

beforeEach(async () => {
  resetBrowser();
  await logout();
});

/** A customer of its own, just registered: its PMS accounts and password are nobody else's test. */
async function freshCustomer() {
  const username = `ajustes${unique()}`;
  const user = await register({ name: 'Ana Ajustes', username, email: `${username}@example.com`, password: demoPassword, confirmPassword: demoPassword });
  setSessionUser(user);
  return { username, user };
}

const provider = (name: string) => page.getByRole('region', { name });

async function fill(region: string, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = provider(region).getByLabelText(new RegExp(`^${label}`));
    await field.clear();
    await field.fill(value);
  }
}

describe('the settings integrations', () => {
  it('connects Guesty with its credentials after a refused try, keeps the secret to itself, syncs, and disconnects', async () => {
    await freshCustomer();
    renderApp(paths.settingsTab('integrations'));
    await expect.element(provider('Guesty').getByText('Sin conectar')).toBeVisible();
    await expect.element(provider('Avantio').getByText('Sin conectar')).toBeVisible();
    // The accounts and the keys, each under its own heading.
    await expect.element(page.getByRole('heading', { name: 'Tus cuentas de PMS', level: 2 })).toBeVisible();
    await expectNoAxeViolations();

    // Empty fields are refused before Guesty is asked.
    await provider('Guesty').getByRole('button', { name: 'Conectar' }).click();
    await expect.element(provider('Guesty').getByText('Campo requerido').first()).toBeVisible();

    // Spec §8: the code's text heads the notice, and what Guesty said follows.
    await fill('Guesty', { 'Client ID': guesty.clientId, 'Client secret': 'not-the-secret' });
    await provider('Guesty').getByRole('button', { name: 'Conectar' }).click();
    await expect.element(provider('Guesty').getByText('No se ha podido vincular la cuenta de Guesty.')).toBeVisible();
    await expect.element(provider('Guesty').getByText('Guesty no acepta las credenciales. Revísalas e inténtalo de nuevo.')).toBeVisible();
    expect((await getPmsIntegrationStatus()).providers.find((entry) => entry.provider === 'guesty')?.linked).toBe(false);

    await fill('Guesty', { 'Client secret': guesty.clientSecret });
    await provider('Guesty').getByRole('button', { name: 'Conectar' }).click();
    await expect.element(page.getByText('Tu cuenta de Guesty está conectada. Ya puedes vincular tus salas en sus ajustes.')).toBeVisible();
    await expect.element(provider('Guesty').getByText('Conectada', { exact: true })).toBeVisible();
    await expect.element(provider('Guesty').getByText(/^Conectada el /)).toBeVisible();
    expect((await getPmsIntegrationStatus()).providers.find((entry) => entry.provider === 'guesty')?.linked).toBe(true);
    // Write-only: once connected, the secret is nowhere on the page, not even in a field.
    expect(document.body.textContent).not.toContain(guesty.clientSecret);
    expect([...document.querySelectorAll('input')].map((input) => input.value)).not.toContain(guesty.clientSecret);
    // Changing the credentials starts from empty fields.
    await provider('Guesty').getByRole('button', { name: 'Cambiar las credenciales' }).click();
    await expect.element(provider('Guesty').getByLabelText(/^Client secret/)).toHaveValue('');
    await provider('Guesty').getByRole('button', { name: 'Cancelar' }).click();

    await provider('Guesty').getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect.element(page.getByText(/^Sincronizado con Guesty: \d+ reservas nuevas, \d+ actualizadas\.$/)).toBeVisible();

    await provider('Guesty').getByRole('button', { name: 'Desconectar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Desconectar la cuenta de Guesty?' });
    await expect.element(dialog.getByText(/Las reservas ya importadas se quedan, y cada sala conserva su vínculo/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Desconectar' }).click();
    await expect.element(page.getByText('Tu cuenta de Guesty se ha desconectado.')).toBeVisible();
    await expect.element(provider('Guesty').getByText('Sin conectar')).toBeVisible();
    expect((await getPmsIntegrationStatus()).providers.find((entry) => entry.provider === 'guesty')?.linked).toBe(false);
  });

  it('translates Kross refusing the credentials (INVALID_CREDENTIALS), in English too', async () => {
    await freshCustomer();
    const first = renderApp(paths.settingsTab('integrations'));
    await fill('Kross', { 'API key': kross.apiKey, 'ID del hotel': kross.hotelId, 'Usuario de la API': kross.clientId, 'Contraseña de la API': 'wrong' });
    await provider('Kross').getByRole('button', { name: 'Conectar' }).click();
    await expect.element(provider('Kross').getByText('Las credenciales no son válidas. Revísalas e inténtalo de nuevo.')).toBeVisible();
    await expect.element(provider('Kross').getByText('Kross no acepta las credenciales. Revísalas e inténtalo de nuevo.')).toBeVisible();
    await (await first.screen).unmount();

    localStorage.setItem(languageStorageKey, 'en');
    renderApp(paths.settingsTab('integrations'));
    await fill('Kross', { 'API key': kross.apiKey, 'Hotel ID': kross.hotelId, 'API user': kross.clientId, 'API password': 'wrong' });
    await provider('Kross').getByRole('button', { name: 'Connect' }).click();
    await expect.element(provider('Kross').getByText('The credentials are not valid. Check them and try again.')).toBeVisible();
    await expect.element(provider('Kross').getByText('Kross does not accept the credentials. Check them and try again.')).toBeVisible();
  });

  it('is where the room settings send a customer whose provider is not connected', async () => {
    // The demo customer has licences for a room; nothing in the tests connects its Avantio.
    await logInAs('customer');
    const room = await licenceFreeRoom(`Ajustes ${unique()}`);
    const { router } = renderApp(paths.room(room, { tab: 'settings' }));
    const avantio = page.getByRole('group', { name: 'Integraciones' }).getByRole('region', { name: 'Avantio' });
    await avantio.getByRole('link', { name: 'Ajustes → Integraciones' }).click();
    await expect.element(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(paths.settingsTab('integrations'));
    await expect.element(page.getByRole('tab', { name: 'Integraciones' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(provider('Avantio').getByLabelText(/^Clave de API/)).toBeVisible();
  });

  it('is the customer’s: a manager has its own API keys there, no PMS accounts and no notification preferences', async () => {
    await logInAs('manager');
    renderApp(paths.settingsTab('integrations'));
    await expect.element(page.getByRole('tab', { name: 'Integraciones' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('heading', { name: 'Claves de tus aplicaciones' })).toBeVisible();
    expect(provider('Guesty').elements()).toHaveLength(0);
    expect(page.getByRole('tab', { name: 'Notificaciones' }).elements()).toHaveLength(0);
  });
});

describe('the settings password', () => {
  it('says a wrong current password, then changes it, and the new one logs in', async () => {
    const { username } = await freshCustomer();
    const newPassword = 'Nueva#Clave2026';
    renderApp(paths.settingsTab('password'));
    const form = page.getByRole('form', { name: 'Cambiar la contraseña' });
    await form.getByLabelText(/^Contraseña actual/).fill('Not#TheCurrent1');
    await form.getByLabelText(/^Nueva contraseña/).fill(newPassword);
    await form.getByLabelText(/^Repite la nueva contraseña/).fill('Otra#Clave2026');
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.element(form.getByText('La contraseña no coincide')).toBeVisible();

    await form.getByLabelText(/^Repite la nueva contraseña/).clear();
    await form.getByLabelText(/^Repite la nueva contraseña/).fill(newPassword);
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.element(form.getByText('La contraseña actual introducida no es correcta')).toBeVisible();

    await form.getByLabelText(/^Contraseña actual/).clear();
    await form.getByLabelText(/^Contraseña actual/).fill(demoPassword);
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.element(form.getByText(/^Tu contraseña ha cambiado\./)).toBeVisible();
    await expect.element(form.getByLabelText(/^Contraseña actual/)).toHaveValue('');

    await logout();
    await expect(login({ username, password: demoPassword })).rejects.toMatchObject({ code: 'WRONG_CREDENTIALS_ERROR' });
    expect((await login({ username, password: newPassword })).username).toBe(username);
  });
});

describe('the settings language', () => {
  it('switches the panel to English and keeps the choice, here and on the server for the alarm messages', async () => {
    await freshCustomer();
    expect(await getMe()).not.toHaveProperty('language');
    renderApp(paths.settings);
    await expect.element(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
    // The radio's input is visually hidden: a person clicks its label.
    await page.getByRole('main').getByText('English', { exact: true }).click();
    await expect.element(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect.element(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    await expect.poll(async () => (await getMe()).language).toBe('en');
  });
});
