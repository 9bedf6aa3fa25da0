import { login, logout, sessionUserStorageKey } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../../test/render-app.tsx';
import { languageStorageKey } from '@sereno/validation';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(languageStorageKey, 'es');
  await logout();
});

const storedUsername = () => (JSON.parse(localStorage.getItem(sessionUserStorageKey) ?? 'null') as { username: string } | null)?.username;

// The page a login made on the server lands on (an alarm email's one-room link): the session is a
// cookie the panel cannot read, and nothing was stored by the panel's own login.
describe('the page after a login made by a link', () => {
  it('learns whose the session is and opens the page the link asked for', async () => {
    await login({ username: 'manager', password: 'Sereno#2026' });
    const { router } = renderApp(paths.signedInThen(`${paths.profile}?from=link`));
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe(`${paths.profile}?from=link`);
    expect(storedUsername()).toBe('manager');
    await expect.element(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  });

  it('replaces the user stored by an earlier login on this browser', async () => {
    const earlier = await login({ username: 'customer', password: 'Sereno#2026' });
    localStorage.setItem(sessionUserStorageKey, JSON.stringify(earlier));
    await login({ username: 'manager', password: 'Sereno#2026' });
    const { router } = renderApp(paths.signedInThen(paths.profile));
    await expect.poll(() => router.state.location.pathname).toBe(paths.profile);
    expect(storedUsername()).toBe('manager');
  });

  it('sends a browser without a session to the login, which then goes where the link asked', async () => {
    const next = '/alarms?roomId=r1&alarm=a1';
    const { router } = renderApp(paths.signedInThen(next));
    await expect.element(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(next);
    expect(storedUsername()).toBeUndefined();
  });

  it('never leaves the panel for an address given as next', async () => {
    await login({ username: 'manager', password: 'Sereno#2026' });
    const { router } = renderApp(paths.signedInThen('//evil.example.com/x'));
    await expect.poll(() => router.state.location.pathname).toBe(paths.home);
  });
});
