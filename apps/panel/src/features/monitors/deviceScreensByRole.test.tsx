// Who sees the device screens (docs/permissions.md, "Panel screens"): the devices list and the monitors
// page are for staff and the factory. Each role, logged in, is shown them in the side navigation or
// not, and their direct URLs show the page or the not-allowed page.
import { logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const navigation = () => page.getByRole('navigation', { name: 'Navegación principal' });
const notAllowed = () => page.getByRole('heading', { name: 'No tienes acceso a esta página' });

/**
 * The demo account of each role; whether it sees the devices list and the monitors page; and on the
 * list, whether it may change a device (edit) and its room, and whether it sees where devices are.
 */
const roles = [
  { role: 'an administrator', username: 'admin', devices: true, monitors: true, edits: true, places: true, seesRooms: true },
  { role: 'a controller', username: 'controller', devices: true, monitors: true, edits: true, places: true, seesRooms: true },
  { role: 'a night agent', username: 'agent', devices: true, monitors: true, edits: false, places: false, seesRooms: true },
  { role: 'a manufacturer', username: 'manufacturer', devices: true, monitors: true, edits: true, places: false, seesRooms: false },
  { role: 'a manager', username: 'manager', devices: false, monitors: false, edits: false, places: false, seesRooms: false },
  { role: 'a customer', username: 'customer', devices: false, monitors: false, edits: false, places: false, seesRooms: false },
] as const;

const screens = [
  { screen: 'devices', path: paths.devices, link: 'Dispositivos', content: () => page.getByRole('table', { name: 'Dispositivos' }) },
  { screen: 'monitors', path: paths.monitors, link: 'Monitores', content: () => page.getByRole('list', { name: 'Monitores' }) },
] as const;

describe.each(roles)('$role', (role) => {
  it.each(screens)('$screen: the side navigation and the direct URL', async ({ screen, path, link, content }) => {
    await logInAs(role.username);
    renderApp(path);
    await expect.element(navigation().getByRole('link', { name: 'Panel' })).toBeVisible();
    if (role[screen]) {
      await expect.element(navigation().getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      await expect.element(content()).toBeVisible();
      expect(notAllowed().elements()).toHaveLength(0);
    } else {
      await expect.element(notAllowed()).toBeVisible();
      expect(navigation().getByRole('link', { name: link }).elements()).toHaveLength(0);
      expect(content().elements()).toHaveLength(0);
    }
  });
});

describe.each(roles.filter((role) => role.devices))('$role, on the device screens', ({ username, edits, places, seesRooms }) => {
  it(`${edits ? 'may' : 'may not'} edit a device, ${places ? 'may' : 'may not'} change its room, and ${seesRooms ? 'sees' : 'does not see'} the room it watches`, async () => {
    await logInAs(username);
    const { router } = renderApp(withQuery(paths.devices, { search: 'SRN-0001' }));
    const row = page.getByRole('table', { name: 'Dispositivos' }).getByRole('row', { name: /SRN-0001/ });
    await expect.element(row.getByRole('button', { name: 'Imprimir etiqueta' })).toBeVisible();
    expect(row.getByRole('button', { name: 'Editar' }).elements()).toHaveLength(edits ? 1 : 0);
    expect(row.getByRole('button', { name: 'Cambiar de sala' }).elements()).toHaveLength(places ? 1 : 0);
    expect(row.getByText('Ático Malagueta').elements()).toHaveLength(seesRooms ? 1 : 0);

    // On the monitors page a device is named by its room, or by its monitor id for whoever sees no room.
    await router.navigate(withQuery(paths.monitors, { search: 'SRN-0001' }));
    const card = page.getByRole('list', { name: 'Monitores' }).getByRole('listitem', { name: /SRN-0001/ });
    await expect.element(card.getByRole('heading', { name: seesRooms ? 'Ático Malagueta' : 'SRN-0001' })).toBeVisible();
  });
});
