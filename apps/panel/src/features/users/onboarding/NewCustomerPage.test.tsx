import { getUserCustomer, listServiceContracts, listUsers, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../../test/looks.ts';
import { demoPassword, logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

const form = () => page.getByRole('form', { name: 'Nuevo cliente' });
const licence = (index: number) => form().getByRole('group', { name: `Licencia ${index}` });

describe('adding a customer', () => {
  it('an administrator adds a customer with its first user and licences, then deactivates that user', async () => {
    await logInAs('admin');
    const tag = unique();
    const username = `pisos${tag}`;
    const { router } = renderApp(paths.users);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(paths.newCustomer);
    await expectNoAxeViolations();

    await form().getByRole('textbox', { name: 'Empresa' }).fill(`Pisos ${tag} S.L.`);
    await form().getByRole('textbox', { name: 'IBAN' }).fill('ES91 2100 0418 4502 0005 1332');
    await form().getByRole('textbox', { name: 'Nombre de usuario' }).fill(username);
    await form().getByRole('textbox', { name: 'Nombre', exact: true }).fill('Sol Martín');
    await form().getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
    await form()
      .getByLabelText(/^Contraseña/)
      .fill(demoPassword);
    await licence(1).getByRole('textbox', { name: 'Salas' }).fill('5');
    await form().getByRole('button', { name: 'Añadir licencia' }).click();
    await licence(2).getByRole('textbox', { name: 'Licencia' }).fill('Sereno Humo');
    await licence(2).getByRole('textbox', { name: 'Salas' }).fill('2');
    await form().getByRole('button', { name: 'Crear cliente' }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: 'Sol Martín' })).toBeVisible();
    const [user] = (await listUsers({ search: username })).users;
    expect(user).toMatchObject({ username, role: 'customer', isDisabled: false });
    const { customer } = await getUserCustomer(user?._id ?? '');
    expect(customer).toMatchObject({ companyName: `Pisos ${tag} S.L.`, iban: 'ES9121000418450200051332' });
    const [contract] = await listServiceContracts(user?._id ?? '');
    expect(contract?.licenses.map(({ name, total, used, available }) => ({ name, total, used, available }))).toEqual([
      { name: 'Sereno Humo', total: 2, used: 0, available: 2 },
      { name: 'Sereno Sonido', total: 5, used: 0, available: 5 },
    ]);
    const table = page.getByRole('table', { name: contract?.name ?? '' });
    await expect
      .element(
        table
          .getByRole('row', { name: /Sereno Sonido/ })
          .getByRole('cell', { name: '5', exact: true })
          .first(),
      )
      .toBeVisible();

    await page.getByRole('button', { name: 'Desactivar' }).click();
    await page
      .getByRole('dialog', { name: `¿Desactivar a ${username}?` })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await expect.element(page.getByText('La cuenta está desactivada: no puede iniciar sesión.')).toBeVisible();
    expect((await listUsers({ search: username })).users[0]?.isDisabled).toBe(true);
  });

  it("keeps the form and says 'El username o email ya existe' for a taken username; nothing is stored", async () => {
    await logInAs('controller');
    const tag = unique();
    renderApp(paths.newCustomer);
    await form().getByRole('textbox', { name: 'Empresa' }).fill(`Casas ${tag}`);
    await form().getByRole('textbox', { name: 'Nombre de usuario' }).fill('customer');
    await form().getByRole('textbox', { name: 'Nombre', exact: true }).fill('Otra');
    await form().getByRole('textbox', { name: 'Email', exact: true }).fill(`casas${tag}@example.com`);
    await form()
      .getByLabelText(/^Contraseña/)
      .fill(demoPassword);
    await form().getByRole('button', { name: 'Crear cliente' }).click();
    await expect.element(page.getByText('El username o email ya existe')).toBeVisible();
    await expect.element(form().getByRole('textbox', { name: 'Empresa' })).toHaveValue(`Casas ${tag}`);
    expect((await listUsers({ search: `casas${tag}` })).totalUsers).toBe(0);
  });

  it('reads well at a phone and a desktop width, light and dark, and passes axe', async () => {
    await logInAs('admin');
    renderApp(paths.newCustomer);
    for (const width of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setWidth(width);
        await setTheme(theme);
        await expect.element(form().getByRole('button', { name: 'Crear cliente' })).toBeVisible();
        await picture(`new-customer-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
      }
    }
  });

  it('is for staff: a customer who opens its URL is told it may not', async () => {
    await logInAs('customer');
    renderApp(paths.newCustomer);
    await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
  });
});
