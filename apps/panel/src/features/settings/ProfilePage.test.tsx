import { apiClient, getMe, listProfileSessions, logout, register, setSessionUser } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoPassword, resetBrowser, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

/** A customer of its own, just registered: its profile and sessions are nobody else's test. */
async function freshCustomer() {
  const username = `perfil${unique()}`;
  const user = await register({ name: 'Ana Perfil', username, email: `${username}@example.com`, password: demoPassword, confirmPassword: demoPassword });
  setSessionUser(user);
  return { username, user };
}

/** Another session of the same account, opened elsewhere (its cookie never reaches this browser). */
async function logInElsewhere(username: string) {
  const answer = await apiClient().POST('/api/login', { body: { username, password: demoPassword }, credentials: 'omit' });
  expect(answer.response.status).toBe(200);
}

const details = () => page.getByRole('form', { name: 'Tus datos' });

describe('the profile', () => {
  it('changes the name and alias, and the email only with the current password', async () => {
    const { username } = await freshCustomer();
    renderApp(paths.profile);
    await expect.element(page.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
    await expect.element(page.getByText(`Tu cuenta: ${username} (Cliente).`)).toBeVisible();

    await details()
      .getByLabelText(/^Nombre/)
      .clear();
    await details()
      .getByLabelText(/^Nombre/)
      .fill('Ana Renombrada');
    await details()
      .getByLabelText(/^Alias/)
      .fill('Anita');
    await details().getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect.element(details().getByText('Tus datos se han guardado.')).toBeVisible();
    expect(await getMe()).toMatchObject({ name: 'Ana Renombrada', alias: 'Anita' });

    const newEmail = `nuevo.${username}@example.com`;
    await details()
      .getByLabelText(/^Email/)
      .clear();
    await details()
      .getByLabelText(/^Email/)
      .fill(newEmail);
    await details().getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect.element(details().getByText('Campo requerido')).toBeVisible();
    await details()
      .getByLabelText(/^Contraseña actual/)
      .fill('Not#TheCurrent1');
    await details().getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect.element(details().getByText('La contraseña actual introducida no es correcta')).toBeVisible();
    expect((await getMe()).email).toBe(`${username}@example.com`);

    await details()
      .getByLabelText(/^Contraseña actual/)
      .clear();
    await details()
      .getByLabelText(/^Contraseña actual/)
      .fill(demoPassword);
    await details().getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect.element(details().getByText('Tus datos se han guardado.')).toBeVisible();
    expect((await getMe()).email).toBe(newEmail);
    // Saved: the email is the current one again, so no password is asked.
    await expect.element(details().getByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await setTheme('light');
    await expectNoAxeViolations();
    await picture('profile-desktop-light');
  });

  it('lists the sessions open on the account and logs out everywhere else, in English on a phone in the dark', async () => {
    const { username, user } = await freshCustomer();
    await logInElsewhere(username);
    await logInElsewhere(username);
    resetBrowser('en');
    setSessionUser(user);
    await setWidth('phone');
    renderApp(paths.profile);
    const sessions = page.getByRole('list', { name: 'Open sessions' });
    await expect.poll(() => sessions.getByRole('listitem').elements().length).toBe(3);
    await expect.element(sessions.getByText('This session')).toBeVisible();
    await expect
      .element(
        sessions
          .getByRole('listitem')
          .first()
          .getByText(/^Chrome · /),
      )
      .toBeVisible();
    await setTheme('dark');
    expectNoSidewaysScroll();
    await expectNoAxeViolations();
    sessions.element().scrollIntoView();
    await picture('profile-phone-dark');

    await sessions.getByRole('button', { name: 'End this session' }).first().click();
    await expect.poll(() => sessions.getByRole('listitem').elements().length).toBe(2);
    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out everywhere else?' });
    await expect.element(dialog.getByText('1 session open in another browser or device will end. This one stays open.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out everywhere else' }).click();
    await expect.element(page.getByText('Every other session has ended. Only this one is still open.')).toBeVisible();
    await expect.poll(() => sessions.getByRole('listitem').elements().length).toBe(1);
    expect((await listProfileSessions()).map((session) => session.current)).toEqual([true]);
    await expect.element(page.getByRole('button', { name: 'Log out everywhere else' })).toBeDisabled();
  });
});
