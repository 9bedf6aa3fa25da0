// Settings presets and bulk actions in the panel (issue 28, docs/presets.md), against the real server:
// a customer with 40 rooms moves them all to a stricter quiet-hours preset in one step and sees it on
// each room; a bulk action lists the rooms it refused with the reason; the presets tab refuses a
// preset that tells no one; a room's settings say whether it follows a preset, and detach and follow again.
import { createPreset, listRooms, logout } from '@sereno/api-client';
import { standardPresetSettings } from '@sereno/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../../test/demo.ts';
import { customerWithRooms } from '../../../../test/portfolio.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths, withQuery } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

/** Quiet from 21:00 to 09:00, an alarm from 50 dBA. */
const strictQuietHours = {
  ...standardPresetSettings,
  noiseSettings: {
    sensitivity: 'custom' as const,
    thresholds: { low: 40, medium: 45, high: 50 },
    from: '21:00',
    to: '09:00',
    allDay: false,
    sustainMinutes: 3,
  },
};

describe('bulk actions on the rooms list', () => {
  it('moves all 40 rooms of a customer to a stricter quiet-hours preset in one step, and each room shows it', async () => {
    const portfolio = await customerWithRooms(40);
    await logInAs(portfolio.username);
    await createPreset({ customerId: portfolio.customerId, name: 'Silencio 21–09', settings: strictQuietHours });
    renderApp(withQuery(paths.rooms, { view: 'table', limit: 25 }));

    await page.getByRole('checkbox', { name: 'Seleccionar todas las filas' }).click();
    const bar = page.getByRole('region', { name: 'Acciones en bloque' });
    await expect.element(bar.getByText('25 salas seleccionadas')).toBeVisible();
    await bar.getByRole('button', { name: 'Seleccionar las 40 que coinciden' }).click();
    await expect.element(bar.getByText('Las 40 salas que coinciden con los filtros')).toBeVisible();
    await bar.getByRole('button', { name: 'Asignar ajuste' }).click();

    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByText('¿Asignar un ajuste predefinido a 40 salas?')).toBeVisible();
    await dialog.getByRole('button', { name: /Ajuste predefinido/ }).click();
    await page.getByRole('option', { name: 'Silencio 21–09' }).click();
    await dialog.getByRole('button', { name: 'Aplicar a 40 salas' }).click();
    await expect.element(page.getByText('40 de 40 salas cambiadas')).toBeVisible();
    await expect.element(page.getByText('Todas las salas elegidas han cambiado.')).toBeVisible();

    // Every row of the list shows the preset, and so does every room the server answers.
    await expect.poll(() => page.getByRole('cell', { name: 'Silencio 21–09' }).elements().length).toBe(25);
    const rooms = [...(await listRooms({ limit: 25 })).rooms, ...(await listRooms({ limit: 25, offset: 25 })).rooms];
    expect(rooms).toHaveLength(40);
    for (const room of rooms) {
      expect(room.preset?.name).toBe('Silencio 21–09');
      expect(room.noiseSettings).toMatchObject({ sensitivity: 'custom', from: '21:00', to: '09:00' });
    }
  });

  it('lists the rooms an action refused, with the reason, from the cards', async () => {
    const portfolio = await customerWithRooms(3);
    await logInAs(portfolio.username);
    renderApp(paths.rooms);
    for (const name of ['Piso 01', 'Piso 02'])
      // The checkbox's input is visually hidden: a person presses its label.
      await page.getByRole('article', { name }).getByText('Seleccionar', { exact: true }).click();
    const bar = page.getByRole('region', { name: 'Acciones en bloque' });
    await expect.element(bar.getByText('2 salas seleccionadas')).toBeVisible();
    await bar.getByRole('button', { name: 'Actualizar firmware' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aplicar a 2 salas' }).click();

    await expect.element(page.getByText('0 de 2 salas cambiadas')).toBeVisible();
    const refused = page.getByRole('list', { name: 'Salas sin cambiar' });
    await expect.element(refused.getByText('Piso 01: La sala no tiene dispositivo')).toBeVisible();
    await expect.element(refused.getByText('Piso 02: La sala no tiene dispositivo')).toBeVisible();
  });
});

describe('settings presets', () => {
  it('refuses a preset that tells no one, creates one, and a room follows it, detaches and follows again', async () => {
    const portfolio = await customerWithRooms(1);
    await logInAs(portfolio.username);
    const settings = renderApp(withQuery(paths.settings, { tab: 'presets' }));
    await expect.element(page.getByRole('cell', { name: 'Estándar' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo ajuste' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Centro ciudad');
    for (const channel of ['Llamadas al anfitrión', 'Email por ruido', 'Email por humo', 'Email por ocupación'])
      await dialog.getByText(channel, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(dialog.getByText('El ajuste no avisa por ningún medio: activa las llamadas, algún SMS o algún email')).toBeVisible();
    await dialog.getByText('Email por ruido', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByRole('cell', { name: 'Centro ciudad' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Centro ciudad/ }).getByText('0 salas lo siguen')).toBeVisible();
    await (await settings.screen).unmount();

    renderApp(paths.room(portfolio.rooms['Piso 01'] ?? '', { tab: 'settings' }));
    await expect.element(page.getByText('Esta sala tiene ajustes propios.')).toBeVisible();
    await page.getByRole('button', { name: /Seguir un ajuste predefinido/ }).click();
    await page.getByRole('option', { name: 'Centro ciudad' }).click();
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect.element(page.getByText('Esta sala sigue el ajuste «Centro ciudad»: cambia cuando cambia el ajuste.')).toBeVisible();
    await page.getByRole('button', { name: 'Separar (ajustes propios)' }).click();
    await expect.element(page.getByText('Esta sala tiene ajustes propios.')).toBeVisible();
    await page.getByRole('button', { name: /Seguir un ajuste predefinido/ }).click();
    await page.getByRole('option', { name: 'Centro ciudad' }).click();
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect.element(page.getByText('Esta sala sigue el ajuste «Centro ciudad»: cambia cuando cambia el ajuste.')).toBeVisible();
  });
});

describe('settings presets kept by staff', () => {
  it("lets an administrator pick a customer, create, change and delete its presets, and make the customer's room follow one", async () => {
    const portfolio = await customerWithRooms(1);
    await logInAs('admin');
    const settings = renderApp(withQuery(paths.settings, { tab: 'presets' }));
    await expect.element(page.getByText('Elige un cliente para ver y cambiar sus ajustes predefinidos.')).toBeVisible();
    await userEvent.type(page.getByRole('combobox', { name: 'Cliente' }), portfolio.username);
    // Earlier tests made other customers named «Gestora …»: this one's name carries its username's tag.
    await page.getByRole('option', { name: new RegExp(`Gestora ${portfolio.username.slice('cartera'.length)}`) }).click();
    await expect.element(page.getByRole('cell', { name: 'Estándar' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo ajuste' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Costa');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByRole('cell', { name: 'Costa', exact: true })).toBeVisible();
    await page.getByRole('row', { name: /Costa/ }).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Nombre' }).fill('Costa norte');
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByRole('cell', { name: 'Costa norte' })).toBeVisible();
    await (await settings.screen).unmount();

    // The room's settings offer its customer's presets to staff, too.
    renderApp(paths.room(portfolio.rooms['Piso 01'] ?? '', { tab: 'settings' }));
    await page.getByRole('button', { name: /Seguir un ajuste predefinido/ }).click();
    await page.getByRole('option', { name: 'Costa norte' }).click();
    await page.getByRole('button', { name: 'Seguir', exact: true }).click();
    await expect.element(page.getByText('Esta sala sigue el ajuste «Costa norte»: cambia cuando cambia el ajuste.')).toBeVisible();

    await logout();
    await logInAs('admin');
    renderApp(withQuery(paths.settings, { tab: 'presets', customer: portfolio.customerId }));
    await expect.element(page.getByRole('row', { name: /Costa norte/ }).getByText('1 sala lo sigue')).toBeVisible();
    await page
      .getByRole('row', { name: /Costa norte/ })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByRole('cell', { name: 'Costa norte' })).not.toBeInTheDocument();
  });
});
