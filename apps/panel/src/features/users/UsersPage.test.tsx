import { createUser, listUsers, logout } from '@sereno/api-client';
import type { Role } from '@sereno/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { demoPassword, logInAs, resetBrowser, unique } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

type Router = ReturnType<typeof renderApp>['router'];
const searchOf = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => page.getByRole('table', { name: 'Usuarios' });
const filters = () => page.getByRole('search', { name: 'Filtros de usuarios' });
const navigation = () => page.getByRole('navigation', { name: 'Navegación principal' });
/** The usernames of the rows shown, in order. */
const usernames = () =>
  table()
    .getByRole('row')
    .elements()
    .slice(1)
    .map((row) => row.querySelector('a')?.textContent ?? '');

/** A new account made through the API by the logged-in person. */
async function newAccount(role: Role, tag = unique()) {
  const username = `u${tag}`;
  const userId = await createUser({ username, email: `${username}@example.com`, name: `Persona ${tag}`, role, password: demoPassword });
  return { userId, username };
}

describe('the users page', () => {
  it('searches, filters by role and status and sorts, all in the URL', async () => {
    await logInAs('admin');
    const tag = unique();
    const manager = await newAccount('manager', `${tag}a`);
    const customer = await newAccount('customer', `${tag}b`);
    const { router } = renderApp(withQuery(paths.users, { search: tag }));
    await expect.poll(usernames).toEqual([manager.username, customer.username]);
    await expect
      .element(
        table()
          .getByRole('row', { name: new RegExp(manager.username) })
          .getByText('Gestor'),
      )
      .toBeVisible();

    await filters().getByRole('button', { name: /Rol/ }).click();
    await page.getByRole('option', { name: 'Cliente' }).click();
    await expect.poll(usernames).toEqual([customer.username]);
    expect(searchOf(router)).toMatchObject({ search: tag, role: 'customer' });

    await filters()
      .getByRole('button', { name: /Estado/ })
      .click();
    await page.getByRole('option', { name: 'Desactivado' }).click();
    await expect.element(page.getByRole('heading', { name: 'Ningún usuario con estos filtros' })).toBeVisible();
    expect(searchOf(router).status).toBe('disabled');
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');

    await userEvent.type(filters().getByRole('searchbox', { name: 'Buscar' }), tag);
    await expect.poll(() => searchOf(router).search).toBe(tag);
    await table()
      .getByRole('button', { name: /Usuario/ })
      .click();
    await expect.poll(usernames).toEqual([customer.username, manager.username]);
    expect(searchOf(router)).toMatchObject({ sortKey: 'username', sortDirection: 'desc' });
  });

  it("creates a user and opens its page; a taken username says 'El username o email ya existe'", async () => {
    await logInAs('controller');
    const username = `nuevo${unique()}`;
    renderApp(paths.users);
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form.getByText('Campo requerido').first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill('customer');
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana Gil');
    await form.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
    await form.getByLabelText(/^Contraseña/).fill(demoPassword);
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form.getByText('El username o email ya existe')).toBeVisible();

    await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(username);
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Ana Gil' })).toBeVisible();
    const [created] = (await listUsers({ search: username })).users;
    expect(created).toMatchObject({ username, role: 'customer', isDisabled: false });
  });

  it('a customer sees and creates only its own people, as customers or managers', async () => {
    await logInAs('customer');
    renderApp(paths.users);
    await expect.element(table()).toBeVisible();
    await expect.poll(() => usernames().length).toBeGreaterThan(0);
    expect(usernames()).not.toContain('admin');
    expect(page.getByRole('button', { name: 'Nuevo cliente' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await page.getByRole('dialog', { name: 'Nuevo usuario' }).getByRole('button', { name: /Rol/ }).click();
    const offered = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(offered).toEqual(['Gestor', 'Cliente']);
  });

  it.each([
    ['admin', true],
    ['controller', true],
    ['customer', true],
    ['agent', false],
    ['manager', false],
    ['manufacturer', false],
  ] as const)('as %s: the users entry and its URL shown: %s', async (username, allowed) => {
    await logInAs(username);
    renderApp(paths.users);
    if (allowed) {
      await expect.element(table()).toBeVisible();
      await expect.element(navigation().getByRole('link', { name: 'Usuarios' })).toBeVisible();
    } else {
      await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
      expect(navigation().getByRole('link', { name: 'Usuarios' }).elements()).toHaveLength(0);
      expect(table().elements()).toHaveLength(0);
    }
  });

  it('reads well at a phone and a desktop width, light and dark, with its dialog too, and passes axe', async () => {
    await logInAs('admin');
    renderApp(paths.users);
    await expect.poll(() => usernames().length).toBeGreaterThan(0);
    for (const width of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setWidth(width);
        await setTheme(theme);
        await expect.element(table().getByRole('link', { name: 'admin', exact: true })).toBeVisible();
        await picture(`users-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
      }
    }
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Nuevo usuario' })).toBeVisible();
    await picture('users-create-phone-dark');
    await expectNoAxeViolations();
  });
});
