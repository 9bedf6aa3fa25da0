import { configureApiClient, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../../test/render-app.tsx';
import { newStaffAccount, resetBrowser, resetLinkFor, unique } from '../../../test/demo.ts';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  configureApiClient({});
  await logout();
});

const sent = /^Si el email corresponde a una cuenta, te hemos enviado un enlace/;
const linkError = 'El enlace para cambiar la contraseña no es válido o ha caducado. Pide uno nuevo.';

/** A staff account: the demo outbox, where the tests read the emailed link, is for the staff. */
const newAccount = () => newStaffAccount('Luis Mora');

async function askForLink(email: string) {
  await page.getByLabelText(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
}

describe('asking for a reset link', () => {
  it('is reached from the login page', async () => {
    const { router } = renderApp(paths.login);
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect.element(page.getByRole('heading', { name: 'Recuperar la contraseña' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.resetPassword);
  });

  it('explains a bad email under the field', async () => {
    renderApp(paths.resetPassword);
    await askForLink('not-an-email');
    await expect.element(page.getByText('Debe ser un email válido')).toBeVisible();
  });

  it("says the spec's sending error when the server cannot be reached", async () => {
    renderApp(paths.resetPassword);
    await expect.element(page.getByRole('heading', { name: 'Recuperar la contraseña' })).toBeVisible();
    // The network goes away after the page loaded: nothing answers at this address.
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await askForLink('someone@example.com');
    await expect.element(page.getByText(/^Se ha producido un error al enviar el email/)).toBeVisible();
    expect(page.getByText(sent).elements()).toHaveLength(0);
  });

  it('says the same for an email without an account as for one with it', async () => {
    const { email } = await newAccount();
    const first = renderApp(paths.resetPassword);
    await askForLink(email);
    await expect.element(page.getByText(sent)).toBeVisible();
    const known = page.getByText(sent).element().textContent;
    await (await first.screen).unmount();

    renderApp(paths.resetPassword);
    await askForLink(`nobody.${unique()}@example.com`);
    await expect.element(page.getByText(sent)).toBeVisible();
    expect(page.getByText(sent).element().textContent).toBe(known);
  });
});

describe('the new password page', () => {
  it('sets a new password through the emailed link, which then logs in', async () => {
    const account = await newAccount();
    const { email, username } = account;
    const asking = renderApp(paths.resetPassword);
    await askForLink(email);
    await expect.element(page.getByText(sent)).toBeVisible();
    const link = await resetLinkFor(account);
    expect(link.pathname).toBe(paths.newPassword);
    await (await asking.screen).unmount();

    const { router } = renderApp(`${link.pathname}${link.search}`);
    await expect.element(page.getByText(`Para la cuenta ${email}.`)).toBeVisible();
    await page.getByLabelText(/^Contraseña nueva/).fill('Nuevo#2027');
    await page.getByLabelText(/^Repite la contraseña/).fill('Nuevo#2027');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.element(page.getByText('Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.')).toBeVisible();

    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).first().click();
    await expect.poll(() => router.state.location.pathname).toBe(paths.login);
    await page.getByLabelText(/^Usuario o email/).fill(username);
    await page.getByLabelText(/^Contraseña/).fill('Nuevo#2027');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Hola, Luis Mora' })).toBeVisible();
  });

  it('says a link that is not one is invalid or expired, before asking for a password', async () => {
    renderApp(withQuery(paths.newPassword, { token: 'not-a-token', email: 'someone@example.com' }));
    await expect.element(page.getByText(linkError)).toBeVisible();
    expect(page.getByLabelText(/^Contraseña nueva/).elements()).toHaveLength(0);
    await expect.element(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  });

  it('says a spent link is invalid or expired', async () => {
    const account = await newAccount();
    const { email } = account;
    const asking = renderApp(paths.resetPassword);
    await askForLink(email);
    await expect.element(page.getByText(sent)).toBeVisible();
    const link = await resetLinkFor(account);
    await (await asking.screen).unmount();
    const { screen } = renderApp(`${link.pathname}${link.search}`);
    await page.getByLabelText(/^Contraseña nueva/).fill('Nuevo#2027');
    await page.getByLabelText(/^Repite la contraseña/).fill('Nuevo#2027');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.element(page.getByText('Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.')).toBeVisible();
    await (await screen).unmount();

    renderApp(`${link.pathname}${link.search}`);
    await expect.element(page.getByText(linkError)).toBeVisible();
  });

  it('says a page opened without a link is invalid', async () => {
    renderApp(paths.newPassword);
    await expect.element(page.getByText(linkError)).toBeVisible();
  });
});
