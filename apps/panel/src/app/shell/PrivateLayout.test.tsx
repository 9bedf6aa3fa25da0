import { logout } from '@sereno/api-client';
import { languageStorageKey } from '@sereno/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const navigation = () => page.getByRole('navigation', { name: 'Navegación principal' });
const linkNames = () =>
  navigation()
    .getByRole('link')
    .elements()
    .map((link) => link.textContent);
const themeRoot = () => document.querySelector('[data-theme]');

/** A reload: the whole panel again, from what the browser kept. */
async function reload(current: ReturnType<typeof renderApp>, path = paths.home) {
  await (await current.screen).unmount();
  return renderApp(path);
}

describe('the side navigation', () => {
  it('shows an administrator the dashboard, the rooms, devices, users, the protocols, alarms, bookings, the task calendar and tasks, the flasher, the monitors, the outbox, the audit log, the profile, the settings, and log out', async () => {
    await logInAs('admin');
    renderApp(paths.home);
    await expect.element(navigation()).toBeVisible();
    expect(linkNames()).toEqual([
      'Panel',
      'Salas',
      'Dispositivos',
      'Usuarios',
      'Protocolos',
      'Alarmas',
      'Reservas',
      'Calendario de tareas',
      'Tareas',
      'Flasher',
      'Monitores',
      'Bandeja de salida',
      'Registro de auditoría',
      'Perfil',
      'Ajustes',
    ]);
    await expect.element(navigation().getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    // The flasher is another app on the same server: a plain link, loaded whole.
    await expect.element(navigation().getByRole('link', { name: 'Flasher' })).toHaveAttribute('href', paths.flasher);
    await expect.element(navigation().getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('shows a customer its users, protocols and tasks, and no devices or flasher', async () => {
    await logInAs('customer');
    renderApp(paths.home);
    await expect.element(navigation()).toBeVisible();
    expect(linkNames()).toEqual(['Panel', 'Salas', 'Usuarios', 'Protocolos', 'Alarmas', 'Reservas', 'Calendario de tareas', 'Tareas', 'Perfil', 'Ajustes']);
    await expect.element(page.getByRole('heading', { name: 'Tus salas ahora' })).toBeVisible();
  });

  it('shows a manufacturer the devices, the flasher and the monitors, and no rooms or room figures it may not read', async () => {
    await logInAs('manufacturer');
    renderApp(paths.home);
    await expect.element(navigation()).toBeVisible();
    expect(linkNames()).toEqual(['Panel', 'Dispositivos', 'Flasher', 'Monitores', 'Perfil', 'Ajustes']);
    await expect.element(page.getByRole('link', { name: 'Abrir el flasher' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Tus salas ahora' }).elements()).toHaveLength(0);
  });

  it('keeps the compact mode across a reload', async () => {
    await logInAs('controller');
    const first = renderApp(paths.home);
    const toggle = () => page.getByRole('button', { name: 'Navegación compacta' });
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'false');
    await toggle().click();
    await expect.element(navigation()).toHaveAttribute('data-mini');
    expect(localStorage.getItem('sereno.sideNav.mini')).toBe('true');

    await reload(first);
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'true');
    await expect.element(navigation()).toHaveAttribute('data-mini');
  });
});

describe('the switches of the top bar', () => {
  it('keeps the theme chosen across a reload', async () => {
    await logInAs('agent');
    const first = renderApp(paths.home);
    await expect.element(page.getByRole('button', { name: 'Tema oscuro' })).toBeVisible();
    expect(themeRoot()?.getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: 'Tema oscuro' }).click();
    await expect.element(page.getByRole('button', { name: 'Tema claro' })).toBeVisible();
    expect(themeRoot()?.getAttribute('data-theme')).toBe('dark');

    await reload(first);
    await expect.element(page.getByRole('button', { name: 'Tema claro' })).toBeVisible();
    expect(themeRoot()?.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps the language chosen across a reload', async () => {
    await logInAs('manager');
    const first = renderApp(paths.home);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(localStorage.getItem(languageStorageKey)).toBe('en');

    await reload(first);
    await expect.element(page.getByRole('heading', { name: 'Your rooms now' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
