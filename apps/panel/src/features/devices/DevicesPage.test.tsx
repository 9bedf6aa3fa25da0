import { createDevice, deleteDevice, listDevices, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser, roomWithDevice, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

type Router = ReturnType<typeof renderApp>['router'];
const searchOf = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => page.getByRole('table', { name: 'Dispositivos' });
const filters = () => page.getByRole('search', { name: 'Filtros de dispositivos' });
const rowOf = (monitorId: string) => table().getByRole('row', { name: new RegExp(monitorId) });
/** The monitor ids of the rows shown, in order. */
const monitorIds = () =>
  table()
    .getByRole('row')
    .elements()
    .slice(1)
    .map((row) => row.querySelector('td:nth-child(2)')?.textContent ?? '');
const tokenShown = () => page.getByRole('figure', { name: 'Token del dispositivo' });

describe('the devices page', () => {
  it('filters by firmware and connection and searches by monitor id, all in the URL, with each reading and its age', async () => {
    await logInAs('admin');
    const reporting = await roomWithDevice();
    await reporting.report();
    const { router } = renderApp(withQuery(paths.devices, { search: 'SRN-000' }));
    const idsOf = async (query: Parameters<typeof listDevices>[0]) => (await listDevices({ limit: 10, ...query })).devices.map((device) => device.monitorId);
    await expect.poll(monitorIds).toEqual(await idsOf({ monitorId: 'SRN-000' }));
    await expect.element(rowOf('SRN-0001').getByText('Ático Malagueta')).toBeVisible();
    await expect.element(rowOf('SRN-0001').getByText('customer', { exact: true })).toBeVisible();

    await filters()
      .getByRole('button', { name: /Firmware/ })
      .click();
    await page.getByRole('option', { name: 'Desactualizado' }).click();
    const outdated = await idsOf({ monitorId: 'SRN-000', firmware: 'outdated' });
    expect(outdated).toContain('SRN-0003');
    await expect.poll(monitorIds).toEqual(outdated);
    expect(searchOf(router)).toMatchObject({ search: 'SRN-000', firmware: 'outdated' });
    await expect.element(rowOf('SRN-0003').getByText('Desactualizado')).toBeVisible();

    // The device that just reported: online, its noise and the age of its reading.
    // Every row of the online filter is online (the demo's devices and the tests' own fill more than a page).
    await router.navigate(withQuery(paths.devices, { connection: 'online' }));
    const rows = () => table().getByRole('row').elements().slice(1);
    await expect.poll(() => rows().length > 0 && rows().every((row) => row.textContent?.includes('En línea'))).toBe(true);
    await router.navigate(withQuery(paths.devices, { connection: 'online', search: reporting.monitorId }));
    await expect.element(rowOf(reporting.monitorId).getByText('En línea')).toBeVisible();
    await expect.element(rowOf(reporting.monitorId).getByText(/dBA/)).toBeVisible();
    await expect.element(rowOf(reporting.monitorId).getByText(/^(ahora|hace )/)).toBeVisible();
    await router.navigate(withQuery(paths.devices, { connection: 'online' }));

    await filters()
      .getByRole('button', { name: /Conexión/ })
      .click();
    await page.getByRole('option', { name: 'Sin conexión' }).click();
    await expect.poll(() => searchOf(router).connection).toBe('offline');
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar' }), reporting.monitorId);
    await expect.poll(() => searchOf(router).search).toBe(reporting.monitorId);
    await expect.element(page.getByRole('heading', { name: 'Ningún dispositivo con estos filtros' })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');
  });

  it('creates a device and shows its token once, issues a new one, asks for its update and deletes it', async () => {
    await logInAs('admin');
    const monitorId = `PNL-${unique().toUpperCase()}`;
    renderApp(paths.devices);
    await page.getByRole('button', { name: 'Nuevo dispositivo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo dispositivo' });
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form.getByText('Campo requerido')).toBeVisible();
    await form.getByRole('textbox', { name: 'ID del monitor' }).fill(monitorId);
    await form.getByRole('textbox', { name: 'Firmware' }).fill('1.0.0');
    await form.getByRole('button', { name: 'Crear' }).click();

    const created = page.getByRole('dialog', { name: `Dispositivo ${monitorId} creado` });
    await expect.element(created.getByText('no se volverá a mostrar', { exact: false })).toBeVisible();
    const first = tokenShown().element().querySelector('code')?.textContent ?? '';
    expect(first).toMatch(/^dev_/);
    await created.getByRole('button', { name: 'Hecho' }).click();
    await expect.element(created).not.toBeInTheDocument();
    // Once closed, the token is nowhere on the page.
    expect(document.body.textContent).not.toContain(first);

    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar' }), monitorId);
    await expect.poll(monitorIds).toEqual([monitorId]);
    const row = rowOf(monitorId);
    await expect.element(row.getByText('Desactualizado')).toBeVisible();
    await expect.element(row.getByText('Aún no ha enviado lecturas')).toBeVisible();

    await row.getByRole('button', { name: 'Nuevo token' }).click();
    await page
      .getByRole('dialog', { name: `¿Generar un nuevo token para ${monitorId}?` })
      .getByRole('button', { name: 'Generar token' })
      .click();
    await expect.element(page.getByRole('dialog', { name: `Nuevo token de ${monitorId}` })).toBeVisible();
    const second = tokenShown().element().querySelector('code')?.textContent ?? '';
    expect(second).toMatch(/^dev_/);
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Hecho' }).click();

    await row.getByRole('button', { name: 'Solicitar actualización' }).click();
    await expect.element(row.getByText('Actualización solicitada')).toBeVisible();
    expect((await listDevices({ monitorId })).devices[0]?.otaRequestedAt).toBeDefined();

    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: `¿Eliminar el dispositivo ${monitorId}?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByRole('heading', { name: 'Ningún dispositivo con estos filtros' })).toBeVisible();
    expect((await listDevices({ monitorId })).totalDevices).toBe(0);
  });

  it("edits a device's firmware and operator", async () => {
    await logInAs('admin');
    const monitorId = `PNL-${unique().toUpperCase()}`;
    await createDevice({ monitorId, status: 'active', firmware: '2.0.0' });
    renderApp(withQuery(paths.devices, { search: monitorId }));
    await rowOf(monitorId).getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('dialog', { name: `Editar ${monitorId}` });
    await form.getByRole('textbox', { name: 'Firmware' }).fill('9.9.9');
    await form.getByRole('textbox', { name: 'Operador' }).fill('Movistar');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(rowOf(monitorId).getByText('9.9.9')).toBeVisible();
    await expect.element(rowOf(monitorId).getByText('Actualizado')).toBeVisible();
    expect((await listDevices({ monitorId })).devices[0]).toMatchObject({ firmware: '9.9.9', operator: 'Movistar' });
  });

  it('puts a device in a room of the owner chosen, and the row shows both', async () => {
    await logInAs('admin');
    // A room of the administrator's without a device: made with one, which is then deleted.
    const emptied = await roomWithDevice();
    const [first] = (await listDevices({ monitorId: emptied.monitorId })).devices;
    await deleteDevice(first?._id ?? '');
    const monitorId = `PNL-${unique().toUpperCase()}`;
    await createDevice({ monitorId, status: 'active' });
    renderApp(withQuery(paths.devices, { search: monitorId }));
    await expect.element(rowOf(monitorId).getByText('Sin propietario')).toBeVisible();
    await rowOf(monitorId).getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('dialog', { name: `Editar ${monitorId}` });
    await userEvent.type(form.getByRole('combobox', { name: 'Propietario' }), 'admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await form.getByRole('button', { name: /Sala/ }).click();
    await page.getByRole('option', { name: `Sala ${emptied.monitorId}` }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(rowOf(monitorId).getByText(`Sala ${emptied.monitorId}`)).toBeVisible();
    await expect.element(rowOf(monitorId).getByText('admin', { exact: true })).toBeVisible();
  });

  it("swaps a device with another room's, and replaces a room's device with one in no room", async () => {
    await logInAs('admin');
    const [first, second] = [await roomWithDevice(), await roomWithDevice()];
    const spare = `PNL-${unique().toUpperCase()}`;
    await createDevice({ monitorId: spare, status: 'active' });
    const roomOf = async (monitorId: string) => (await listDevices({ monitorId })).devices[0]?.roomName;
    const { router } = renderApp(withQuery(paths.devices, { search: first.monitorId }));

    // Swapped: each room keeps a device.
    await rowOf(first.monitorId).getByRole('button', { name: 'Cambiar de sala' }).click();
    const swap = page.getByRole('dialog', { name: `Cambiar la sala de ${first.monitorId}` });
    await expect.element(swap.getByText(`Ahora vigila Sala ${first.monitorId}.`)).toBeVisible();
    await userEvent.type(swap.getByRole('combobox', { name: 'Sala' }), second.monitorId);
    await page.getByRole('option', { name: `Sala ${second.monitorId} · admin · ${second.monitorId}` }).click();
    await expect.element(swap.getByRole('radio', { name: `Intercambiarlos: ${second.monitorId} pasa a Sala ${first.monitorId}` })).toBeChecked();
    await swap.getByRole('button', { name: 'Intercambiar' }).click();
    await expect.element(rowOf(first.monitorId).getByText(`Sala ${second.monitorId}`)).toBeVisible();
    expect(await roomOf(second.monitorId)).toBe(`Sala ${first.monitorId}`);

    // Replaced: the spare takes the room, whose device is left in no room.
    await router.navigate(withQuery(paths.devices, { search: spare }));
    await rowOf(spare).getByRole('button', { name: 'Cambiar de sala' }).click();
    const replace = page.getByRole('dialog', { name: `Cambiar la sala de ${spare}` });
    await expect.element(replace.getByText('Ahora no está en ninguna sala.')).toBeVisible();
    await userEvent.type(replace.getByRole('combobox', { name: 'Sala' }), second.monitorId);
    await page.getByRole('option', { name: `Sala ${second.monitorId} · admin · ${first.monitorId}` }).click();
    await expect.element(replace.getByText(`Sustituye a ${first.monitorId}, que se queda sin sala.`)).toBeVisible();
    await replace.getByRole('button', { name: 'Poner en la sala' }).click();
    await expect.element(rowOf(spare).getByText(`Sala ${second.monitorId}`)).toBeVisible();
    expect(await roomOf(first.monitorId)).toBeUndefined();
  });

  it("says 'Error deleting device' when the deletion is refused: a manufacturer may not delete an installed device", async () => {
    await logInAs('admin');
    const installed = await roomWithDevice();
    await logout();
    await logInAs('manufacturer');
    renderApp(withQuery(paths.devices, { search: installed.monitorId }));
    await rowOf(installed.monitorId).getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Eliminar el dispositivo ${installed.monitorId}?` });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(dialog.getByText(/^Error deleting device: /)).toBeVisible();
    expect((await listDevices({ monitorId: installed.monitorId })).totalDevices).toBe(1);
  });

  it('prints the labels of the rows chosen: monitor id as text and QR code, firmware, claim code and date, on a roll or A4', async () => {
    await logInAs('admin');
    renderApp(withQuery(paths.devices, { search: 'SRN-000', limit: 5 }));
    await expect.element(rowOf('SRN-0001')).toBeVisible();
    await rowOf('SRN-0001').getByRole('checkbox', { name: 'Seleccionar fila' }).click();
    await rowOf('SRN-0003').getByRole('checkbox', { name: 'Seleccionar fila' }).click();
    await page.getByRole('button', { name: 'Imprimir 2 etiquetas' }).click();

    const dialog = page.getByRole('dialog', { name: 'Imprimir 2 etiquetas' });
    const label = dialog.getByRole('article', { name: 'Etiqueta de SRN-0003' });
    await expect.element(label.getByText('SRN-0003', { exact: true })).toBeVisible();
    await expect.element(label.getByText('Firmware 2.3.1')).toBeVisible();
    await expect.element(label.getByText(/^Código de alta [0-9A-Z]{10}$/)).toBeVisible();
    await expect.element(label.getByRole('img', { name: 'Código QR de SRN-0003' })).toBeVisible();
    const today = new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date());
    await expect.element(label.getByText(today)).toBeVisible();
    expect(dialog.getByRole('article').elements()).toHaveLength(2);

    // What the printer gets: the same labels on a sheet of their own, sized for the paper chosen.
    const sheet = () => document.querySelector('[data-testid="label-sheet"]');
    expect(sheet()?.querySelectorAll('article')).toHaveLength(2);
    expect(sheet()?.querySelector('style')?.textContent).toContain('size: 62mm 29mm');
    await dialog.getByText('Hoja A4 de etiquetas').click();
    await expect.poll(() => sheet()?.querySelector('style')?.textContent).toContain('size: A4');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(sheet()).toBeNull();
  });

  it('sets the status of the devices chosen and asks them for the firmware update in one call each, listing the ones refused', async () => {
    await logInAs('admin');
    const tag = unique().toUpperCase();
    const [first, second] = [`BLK-${tag}-1`, `BLK-${tag}-2`];
    await createDevice({ monitorId: first, status: 'active' });
    const created = await createDevice({ monitorId: second, status: 'active' });
    renderApp(withQuery(paths.devices, { search: `BLK-${tag}` }));
    const chooseBoth = async () => {
      for (const monitorId of [first, second]) await rowOf(monitorId).getByRole('checkbox', { name: 'Seleccionar fila' }).click();
    };
    await expect.element(rowOf(second)).toBeVisible();
    await chooseBoth();
    const bar = page.getByRole('region', { name: 'Acciones en bloque' });
    await expect.element(bar.getByText('2 dispositivos seleccionados')).toBeVisible();
    await bar.getByRole('button', { name: 'Cambiar estado' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cambiar el estado de 2 dispositivos?' });
    await expect.element(dialog.getByText('Afecta a 2 dispositivos.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'En mantenimiento' }).click();
    await dialog.getByRole('button', { name: 'Aplicar a 2 dispositivos' }).click();
    await expect.element(page.getByText('2 de 2 dispositivos cambiados')).toBeVisible();
    await expect.element(page.getByText('Todos los dispositivos elegidos han cambiado.')).toBeVisible();
    expect((await listDevices({ monitorId: `BLK-${tag}`, status: 'maintenance' })).totalDevices).toBe(2);

    // One of them is deleted meanwhile: the other is asked, the deleted one is listed with why.
    await chooseBoth();
    await deleteDevice(created.data.id);
    await bar.getByRole('button', { name: 'Actualizar firmware' }).click();
    await page
      .getByRole('dialog', { name: '¿Pedir la actualización del firmware de 2 dispositivos?' })
      .getByRole('button', { name: 'Aplicar a 2 dispositivos' })
      .click();
    await expect.element(page.getByText('1 de 2 dispositivos cambiado')).toBeVisible();
    const refused = page.getByRole('list', { name: 'Dispositivos sin cambiar' });
    await expect.element(refused.getByText(`${second}: El dispositivo no existe o no tienes permiso sobre él`)).toBeVisible();
    expect((await listDevices({ monitorId: first })).devices[0]?.otaRequestedAt).toBeDefined();
  });

  it('shows the bulk bar well at a phone and a desktop width, light and dark, in Spanish and English, and passes axe', async () => {
    for (const language of ['es', 'en'] as const) {
      resetBrowser(language);
      await logInAs('admin');
      const screen = renderApp(withQuery(paths.devices, { search: 'SRN-000' }));
      for (const width of ['desktop', 'phone'] as const) {
        await setWidth(width);
        await setTheme('light');
        const list = page.getByRole(width === 'phone' ? 'list' : 'table', { name: language === 'es' ? 'Dispositivos' : 'Devices' });
        await expect.element(list.getByText('SRN-0001', { exact: true })).toBeVisible();
        if (width === 'desktop')
          await list
            .getByRole('row', { name: /SRN-0001/ })
            .getByRole('checkbox')
            .click();
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(theme);
          await expect.element(page.getByRole('region', { name: language === 'es' ? 'Acciones en bloque' : 'Bulk actions' })).toBeVisible();
          await picture(`devices-bulk-${width}-${theme}-${language}`);
          expectNoSidewaysScroll();
          await expectNoAxeViolations();
        }
      }
      await (await screen.screen).unmount();
      await logout();
    }
  });

  it('reads well at a phone and a desktop width, light and dark, and passes axe', async () => {
    await logInAs('admin');
    renderApp(withQuery(paths.devices, { search: 'SRN-000' }));
    for (const width of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setWidth(width);
        await setTheme(theme);
        await expect
          .element(page.getByRole(width === 'phone' ? 'list' : 'table', { name: 'Dispositivos' }).getByText('SRN-0001', { exact: true }))
          .toBeVisible();
        await picture(`devices-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
      }
    }
  });

  it('on a phone shows each device as a card with its room, owner and actions, chosen for labels', async () => {
    await logInAs('admin');
    await setWidth('phone');
    renderApp(withQuery(paths.devices, { search: 'SRN-000' }));
    const card = page.getByRole('list', { name: 'Dispositivos' }).getByRole('listitem', { name: 'SRN-0003' });
    await expect.element(card.getByText('Casa Pedregalejo')).toBeVisible();
    await expect.element(card.getByText('customer', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Desactualizado')).toBeVisible();
    await expect.element(card.getByRole('button', { name: 'Cambiar de sala' })).toBeVisible();
    expect(page.getByRole('table', { name: 'Dispositivos' }).elements()).toHaveLength(0);
    await card.getByText('Seleccionar').click();
    await page.getByRole('button', { name: 'Imprimir 1 etiqueta' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Imprimir 1 etiqueta' }).getByRole('article', { name: 'Etiqueta de SRN-0003' })).toBeVisible();
  });

  it('is not offered to a customer, and its URL says so', async () => {
    await logInAs('customer');
    renderApp(paths.devices);
    await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect.element(navigation.getByRole('link', { name: 'Salas' })).toBeVisible();
    expect(navigation.getByRole('link', { name: 'Dispositivos' }).elements()).toHaveLength(0);
    expect(page.getByRole('table', { name: 'Dispositivos' }).elements()).toHaveLength(0);
  });
});
