// A user's details against the real server: the sections of spec §2, the customer record's edit with
// its IBAN and VAT rules, delete with the username typed, the administrators' reset-password dialog, the
// link to the owner's protocols ("edit nodes"), and what each role may see and do there.
import { apiClient, createCustomer, getUserCustomer, listServiceContracts, listUserSessions, listUsers, login, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoPassword, logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../../test/looks.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

interface NewCustomer {
  userId: string;
  username: string;
  company: string;
}

/** A customer of its own with its first user and a contract of two licences, added by an administrator (who stays logged in). */
async function newCustomer(): Promise<NewCustomer> {
  await logInAs('admin');
  const tag = unique();
  const username = `casa${tag}`;
  const company = `Casas ${tag} S.L.`;
  const created = await createCustomer({
    customer: { companyName: company, contact: 'Lucía Prieto', vat: 'B12345678', annotations: 'Llamar por la mañana' },
    user: { username, email: `${username}@example.com`, name: `Lucía ${tag}`, password: demoPassword },
    serviceContracts: [
      {
        name: 'Contrato 2026',
        licenses: [
          { name: 'Sereno Sonido', qty: 4 },
          { name: 'Sereno Humo', qty: 2, activo: false },
        ],
      },
    ],
  });
  return { userId: created.userId, username, company };
}

const section = (name: string) => page.getByRole('group', { name, exact: true });
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

describe("a user's details", () => {
  it("shows the profile, the customer's record, annotations, listings and each licence's use", async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    await expect.element(heading(`Lucía ${customer.username.slice(4)}`)).toBeVisible();
    await expect.element(section('Perfil').getByText('Activo')).toBeVisible();
    await expect.element(section('Datos del usuario').getByText(`${customer.username}@example.com`)).toBeVisible();
    await expect.element(section('Perfil del cliente').getByText('B12345678')).toBeVisible();
    await expect.element(section('Perfil del cliente').getByText('SMS pendientes de activar por el proveedor')).toBeVisible();
    await expect.element(section('Anotaciones').getByText('Llamar por la mañana')).toBeVisible();
    await expect.element(section('Salas asignadas').getByText('El cliente no tiene salas.')).toBeVisible();

    const table = section('Contratos de servicio').getByRole('table', { name: 'Contrato 2026' });
    const sound = table.getByRole('row', { name: /Sereno Sonido/ });
    await expect.element(sound).toBeVisible();
    expect(
      (
        await Promise.all(
          sound
            .getByRole('cell')
            .elements()
            .map((cell) => cell.textContent),
        )
      ).slice(0, 6),
    ).toEqual(['Sereno Sonido', 'sereno-s1', '0', '4', '4', 'Activa']);
    await expect.element(table.getByRole('row', { name: /Sereno Humo/ }).getByText('Inactiva')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('edits the customer record: a wrong IBAN or VAT is told under its field, a right one is saved', async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    await section('Perfil del cliente').getByRole('button', { name: 'Editar cliente' }).click();
    const form = page.getByRole('form', { name: `Editar ${customer.company}` });
    await form.getByRole('textbox', { name: 'IBAN' }).fill('ES00 1234');
    await form.getByRole('textbox', { name: 'NIF / IVA' }).fill('12');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(form.getByText('Debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)')).toBeVisible();
    await expect.element(form.getByText('Debe ser un NIF/CIF o número de IVA válido (p. ej. B12345678)')).toBeVisible();

    await form.getByRole('textbox', { name: 'IBAN' }).fill('ES91 2100 0418 4502 0005 1332');
    await form.getByRole('textbox', { name: 'NIF / IVA' }).fill('ESB87654321');
    await form.getByRole('textbox', { name: 'Teléfonos de informes (SMS)' }).fill('+34600111222,+34600111333');
    await form.getByRole('button', { name: /Idioma de los avisos/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText(`Datos de ${customer.company} guardados`)).toBeVisible();
    await expect.element(section('Perfil del cliente').getByText('+34600111222, +34600111333')).toBeVisible();
    const { customer: stored } = await getUserCustomer(customer.userId);
    expect(stored).toMatchObject({ iban: 'ES9121000418450200051332', vat: 'ESB87654321', reportsPhoneSMS: '+34600111222,+34600111333', language: 'en' });
  });

  it('deactivates and activates the account again on the same page; the server keeps each change', async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    const account = section('Desactivar o eliminar');
    await account.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await expect.element(page.getByText(`${customer.username} desactivado`)).toBeVisible();
    await expect.element(section('Perfil').getByText('Desactivado')).toBeVisible();
    expect((await listUsers({ search: customer.username })).users[0]?.isDisabled).toBe(true);

    await account.getByRole('button', { name: 'Activar' }).click();
    await expect.element(page.getByText(`${customer.username} activado`)).toBeVisible();
    await expect.element(section('Perfil').getByText('Activo')).toBeVisible();
    await expect.element(account.getByRole('button', { name: 'Desactivar' })).toBeVisible();
    expect((await listUsers({ search: customer.username })).users[0]?.isDisabled).toBe(false);
  });

  it("marks the customer's SMS as activated by the provider and then not, on the same page", async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    const profile = section('Perfil del cliente');
    await profile.getByRole('button', { name: 'Marcar como activados' }).click();
    await expect.element(page.getByText(`SMS de ${customer.company} activados`)).toBeVisible();
    await expect.element(profile.getByText('SMS activados por el proveedor')).toBeVisible();
    expect((await getUserCustomer(customer.userId)).customer.smsActivated).toBe(true);

    await profile.getByRole('button', { name: 'Marcar como no activados' }).click();
    await expect.element(page.getByText(`SMS de ${customer.company} marcados como no activados`)).toBeVisible();
    await expect.element(profile.getByText('SMS pendientes de activar por el proveedor')).toBeVisible();
    expect((await getUserCustomer(customer.userId)).customer.smsActivated).toBe(false);
  });

  it("adds a contract to an existing customer and changes a contract's licences", async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    const contracts = section('Contratos de servicio');
    await contracts.getByRole('button', { name: 'Añadir contrato' }).click();
    const added = page.getByRole('form', { name: 'Nuevo contrato' });
    await added.getByRole('textbox', { name: 'Nombre del contrato' }).fill('Ampliación verano');
    const firstLine = added.getByRole('group', { name: 'Licencia 1' });
    await firstLine.getByRole('textbox', { name: 'Licencia' }).fill('Sereno Aire');
    await firstLine.getByRole('textbox', { name: 'Salas' }).fill('3');
    await added.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Contrato Ampliación verano guardado')).toBeVisible();
    await expect.element(contracts.getByRole('table', { name: 'Ampliación verano' }).getByRole('row', { name: /Sereno Aire/ })).toBeVisible();

    await contracts.getByRole('button', { name: 'Editar Contrato 2026' }).click();
    const edited = page.getByRole('form', { name: 'Editar Contrato 2026' });
    // The lines come by name: Sereno Humo, then Sereno Sonido.
    await expect.element(edited.getByRole('group', { name: 'Licencia 2' }).getByRole('textbox', { name: 'Licencia' })).toHaveValue('Sereno Sonido');
    await edited.getByRole('group', { name: 'Licencia 2' }).getByRole('textbox', { name: 'Salas' }).fill('6');
    await edited.getByRole('button', { name: 'Quitar la licencia 1' }).click();
    await expect.poll(() => edited.getByRole('group', { name: /^Licencia \d$/ }).elements().length).toBe(1);
    await edited.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Contrato Contrato 2026 guardado')).toBeVisible();
    const table = contracts.getByRole('table', { name: 'Contrato 2026' });
    const sound = table.getByRole('row', { name: /Sereno Sonido/ });
    await expect
      .poll(() =>
        sound
          .getByRole('cell')
          .elements()
          .map((cell) => cell.textContent)
          .slice(2, 5),
      )
      .toEqual(['0', '6', '6']);
    expect(table.getByRole('row', { name: /Sereno Humo/ }).elements()).toHaveLength(0);
    const stored = await listServiceContracts(customer.userId);
    expect(stored.map((contract) => contract.name).sort()).toEqual(['Ampliación verano', 'Contrato 2026']);
    expect(stored.find((contract) => contract.name === 'Contrato 2026')?.licenses).toMatchObject([{ name: 'Sereno Sonido', total: 6 }]);
  });

  it('keeps a licence that rooms hold: it says how many, and it cannot be removed', async () => {
    await logInAs('admin');
    const owner = (await listUsers({ search: 'customer', role: 'customer' })).users.find((user) => user.username === 'customer');
    const contracts = await listServiceContracts(owner?._id ?? '');
    const held = contracts.flatMap((contract) => contract.licenses.map((licence) => ({ contract, licence }))).find(({ licence }) => licence.used > 0);
    renderApp(paths.user(owner?._id ?? ''));
    await section('Contratos de servicio')
      .getByRole('button', { name: `Editar ${held?.contract.name}` })
      .click();
    const form = page.getByRole('form', { name: `Editar ${held?.contract.name}` });
    const index = (held?.contract.licenses.indexOf(held.licence) ?? 0) + 1;
    const line = form.getByRole('group', { name: `Licencia ${index}` });
    await expect.element(line.getByText(`La tienen ${held?.licence.used} salas: no puede bajar de ${held?.licence.used}`)).toBeVisible();
    await expect.element(form.getByRole('button', { name: `Quitar la licencia ${index}` })).toBeDisabled();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expectNoAxeViolations();
  });

  it('an administrator sees where a person is logged in and ends all of those sessions', async () => {
    const customer = await newCustomer();
    // Two browsers of the person's: sessions the server keeps, whose cookies this browser does not take.
    for (const _ of [1, 2]) {
      const answer = await apiClient().POST('/api/login', {
        body: { username: customer.username, password: demoPassword },
        credentials: 'omit',
      });
      expect(answer.response.status).toBe(200);
    }
    renderApp(paths.user(customer.userId));
    const sessions = section('Sesiones abiertas');
    await expect.element(sessions.getByText(/^Tiene la sesión abierta en 2 navegadores; última actividad: /)).toBeVisible();
    await sessions.getByRole('button', { name: 'Cerrar todas sus sesiones' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cerrar todas las sesiones de ${customer.username}?` });
    await dialog.getByRole('button', { name: 'Cerrar todas sus sesiones' }).click();
    await expect.element(page.getByText(`Cerradas 2 sesiones de ${customer.username}`)).toBeVisible();
    await expect.element(sessions.getByText('No tiene ninguna sesión abierta.')).toBeVisible();
    expect(await listUserSessions(customer.userId)).toEqual([]);
  });

  it("deleting the account needs its exact username: 'El nombre de usuario no coincide'", async () => {
    const customer = await newCustomer();
    const { router } = renderApp(paths.user(customer.userId));
    const account = section('Desactivar o eliminar');
    await account.getByRole('button', { name: 'Eliminar' }).click();
    const form = page.getByRole('form', { name: `¿Eliminar a ${customer.username}?` });
    await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(customer.username.toUpperCase());
    await form.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(form.getByText('El nombre de usuario no coincide')).toBeVisible();
    expect((await listUsers({ search: customer.username })).totalUsers).toBe(1);

    await form.getByRole('textbox', { name: 'Nombre de usuario' }).fill(customer.username);
    await form.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(paths.users);
    await expect.element(page.getByText(`${customer.username} eliminado`)).toBeVisible();
    expect((await listUsers({ search: customer.username })).totalUsers).toBe(0);
  });

  it("an administrator sets another's password, proving who they are; the old one stops working", async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    await section('Desactivar o eliminar').getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar la contraseña de ${customer.username}` });
    const newPassword = 'Nueva#Clave2027';
    await dialog.getByLabelText(/^Nueva contraseña/).fill(newPassword);
    await dialog.getByLabelText(/^Repite la nueva contraseña/).fill('Otra#Clave2027');
    await dialog.getByLabelText(/^Tu contraseña actual/).fill(demoPassword);
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.element(dialog.getByText('La contraseña no coincide')).toBeVisible();
    await dialog.getByLabelText(/^Repite la nueva contraseña/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.element(page.getByText(`Contraseña de ${customer.username} cambiada`)).toBeVisible();
    await logout();
    await expect(login({ username: customer.username, password: demoPassword })).rejects.toThrow();
    await expect(login({ username: customer.username, password: newPassword })).resolves.toMatchObject({ username: customer.username });
  });

  it('for staff links to the owner\'s protocols ("edit nodes")', async () => {
    const customer = await newCustomer();
    const { router } = renderApp(paths.user(customer.userId));
    await section('Editar nodos').getByRole('link', { name: 'Abrir sus protocolos' }).click();
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe(paths.protocolsOf(customer.userId));
  });

  it("a controller sees the staff's notes and may change a customer, but not an administrator's account", async () => {
    const customer = await newCustomer();
    const admin = (await listUsers({ search: 'admin', role: 'admin' })).users.find((user) => user.username === 'admin');
    await logInAs('controller');
    const { router } = renderApp(paths.user(customer.userId));
    await expect.element(section('Anotaciones').getByText('Llamar por la mañana')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Editar usuario' })).toBeVisible();
    await expect.element(section('Desactivar o eliminar').getByRole('button', { name: 'Desactivar' })).toBeVisible();
    expect(section('Desactivar o eliminar').getByRole('button', { name: 'Cambiar contraseña' }).elements()).toHaveLength(0);
    expect(section('Sesiones abiertas').elements()).toHaveLength(0);

    await router.navigate(paths.user(admin?._id ?? ''));
    await expect.element(heading('Lucía Fernández')).toBeVisible();
    expect(page.getByRole('button', { name: 'Editar usuario' }).elements()).toHaveLength(0);
    expect(section('Desactivar o eliminar').elements()).toHaveLength(0);
  });

  it("a customer reads its own account without staff's notes, the SMS activation or a way to delete itself", async () => {
    const customer = await newCustomer();
    await logout();
    await logInAs(customer.username);
    renderApp(paths.user(customer.userId));
    await expect.element(section('Perfil del cliente').getByText('B12345678')).toBeVisible();
    await expect.element(section('Perfil del cliente').getByRole('button', { name: 'Editar cliente' })).toBeVisible();
    expect(page.getByText('Llamar por la mañana').elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Marcar como activados' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Añadir contrato' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Eliminar' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Desactivar' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Abrir sus protocolos' }).elements()).toHaveLength(0);
  });

  it.each(['agent', 'manager'])('the demo %s is not offered the users screen, and its URL says so', async (username) => {
    const customer = await newCustomer();
    await logInAs(username);
    renderApp(paths.user(customer.userId));
    await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Usuarios' }).elements()).toHaveLength(0);
  });

  it('reads well at a phone and a desktop width, light and dark, and passes axe', async () => {
    const customer = await newCustomer();
    renderApp(paths.user(customer.userId));
    for (const width of ['desktop', 'phone'] as const) {
      await setWidth(width);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(theme);
        await expect.element(section('Contratos de servicio').getByRole('table', { name: 'Contrato 2026' })).toBeVisible();
        await picture(`user-detail-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
        await section('Contratos de servicio').getByRole('button', { name: 'Editar Contrato 2026' }).click();
        const contract = page.getByRole('form', { name: 'Editar Contrato 2026' });
        await expect.element(contract.getByRole('group', { name: 'Licencia 2' })).toBeVisible();
        await picture(`user-contract-${width}-${theme}`);
        await expectNoAxeViolations();
        await contract.getByRole('button', { name: 'Cancelar' }).click();
        await expect.poll(() => contract.elements().length).toBe(0);
      }
    }
  });
});
