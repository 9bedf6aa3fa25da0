import { login, logout, sessionUserStorageKey } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '../../../test/render-app.tsx';
import { languageStorageKey } from '@sereno/validation';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  localStorage.clear();
  // The test browser speaks English; these tests read the Spanish texts a Spanish visitor sees.
  localStorage.setItem(languageStorageKey, 'es');
  await logout();
});

// Anchored: a required field's label ends with a (hidden from screen readers) asterisk, and the
// password toggle is "Mostrar contraseña".
const usernameField = () => page.getByLabelText(/^Usuario o email/);
const passwordField = () => page.getByLabelText(/^Contraseña/);

describe('the login page', () => {
  it('is where a visitor without a session lands', async () => {
    const { router } = renderApp(paths.home);
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('explains an empty field under the field itself', async () => {
    renderApp(paths.login);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(usernameField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByText('Campo requerido').elements()).toHaveLength(2);
  });

  it('clears the message as soon as the field is filled', async () => {
    renderApp(paths.login);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await usernameField().fill('admin');
    await expect.poll(() => page.getByText('Campo requerido').elements().length).toBe(1);
  });

  it('shows the password hint and hides the password until asked', async () => {
    renderApp(paths.login);
    await expect.element(page.getByText('Al menos 8 caracteres', { exact: true })).toBeVisible();
    await expect.element(passwordField()).toHaveAttribute('type', 'password');
  });

  it('refuses wrong credentials with the catalogue message', async () => {
    renderApp(paths.login);
    await usernameField().fill('admin');
    await passwordField().fill('Wrong#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByText('El usuario o la contraseña no son correctos.')).toBeVisible();
    expect(localStorage.getItem(sessionUserStorageKey)).toBeNull();
  });

  it('logs in with the keyboard and greets the user by name', async () => {
    const { router } = renderApp(paths.login);
    await usernameField().fill('admin');
    await passwordField().fill('Sereno#2026');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(JSON.parse(localStorage.getItem(sessionUserStorageKey) ?? '{}')).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('returns to the page asked for after logging in', async () => {
    const { router } = renderApp(paths.loginThen('/?welcome=1'));
    await usernameField().fill('admin');
    await passwordField().fill('Sereno#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(router.state.location.search).toBe('?welcome=1');
  });

  it('accepts the email, in any case, instead of the username', async () => {
    const admin = await login({ username: 'admin', password: 'Sereno#2026' });
    await logout();
    const { router } = renderApp(paths.login);
    await usernameField().fill(admin.email.toUpperCase());
    await passwordField().fill('Sereno#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: `Hola, ${admin.name}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.home);
  });

  it('never follows a return address to another site', async () => {
    const { router } = renderApp(paths.loginThen('//evil.example'));
    await usernameField().fill('admin');
    await passwordField().fill('Sereno#2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.home);
  });
});
