import { login, logout, sessionUserStorageKey } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../test/render-app.tsx';
import { languageStorageKey } from '@sereno/validation';
import { paths } from '../shared/paths.ts';

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(languageStorageKey, 'es');
  await logout();
});

describe('the session', () => {
  it('keeps a logged-in user in the private area and confirms the session with the server', async () => {
    const user = await login({ username: 'manager', password: 'Sereno#2026' });
    localStorage.setItem(sessionUserStorageKey, JSON.stringify(user));
    renderApp(paths.home);
    await expect.element(page.getByRole('heading', { level: 1, name: `Hola, ${user.name}` })).toBeVisible();
    await expect.element(page.getByText('Has iniciado sesión como manager (Gestor).')).toBeVisible();
  });

  it('drops a stored user whose session the server no longer knows, and shows the login', async () => {
    localStorage.setItem(sessionUserStorageKey, JSON.stringify({ _id: 'gone', username: 'ghost', email: 'ghost@example.com', role: 'admin', name: 'Ghost' }));
    const { router } = renderApp(paths.home);
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(localStorage.getItem(sessionUserStorageKey)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('logs out: the payload goes, and the login page comes back', async () => {
    const user = await login({ username: 'customer', password: 'Sereno#2026' });
    localStorage.setItem(sessionUserStorageKey, JSON.stringify(user));
    const { router } = renderApp(paths.home);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(localStorage.getItem(sessionUserStorageKey)).toBeNull();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('speaks the language stored before, and switches it', async () => {
    localStorage.setItem(languageStorageKey, 'en');
    renderApp(paths.login);
    await expect.element(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });

  it('draws the development border when the server says development', async () => {
    renderApp(paths.login);
    await expect.element(page.getByTestId('dev-border')).toBeInTheDocument();
  });
});
