import { apiClient, createRoom, listRooms, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths, withQuery } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
const step = (title: string) => page.getByRole('heading', { level: 2, name: title });

/**
 * A device nobody owns yet, made by an administrator (the session is the administrator's afterwards),
 * as its label reads: the number and the claim code that staff see to print it.
 */
async function unownedDevice(): Promise<{ monitorId: string; claimCode: string }> {
  await logInAs('admin');
  const monitorId = `TST-${unique().toUpperCase()}`;
  expect((await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } })).response.status).toBe(201);
  const device = await apiClient().GET('/api/devices/monitor/{monitorId}', { params: { path: { monitorId } } });
  return { monitorId, claimCode: device.data?.claimCode ?? '' };
}

describe('the room wizard', () => {
  it('creates a customer’s room with a licence, an address and a location', async () => {
    await logInAs('customer');
    const name = `Piso asistente ${unique()}`;
    renderApp(paths.newRoom);
    await expect.element(step('¿Qué quieres hacer?')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Crear una sala nueva' })).toBeChecked();
    await next();

    await expect.element(step('Nombre')).toBeVisible();
    await next();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill(name);
    await next();

    await expect.element(step('Licencia')).toBeVisible();
    // The inactive pilot licence has no place; the active ones say how many they have left.
    await expect.element(page.getByRole('radio', { name: /Sereno Sonido \(piloto\)/ })).toBeDisabled();
    await page.getByText(/^Sereno Humo · Contrato 2026/).click();
    await next();

    await expect.element(step('Dirección')).toBeVisible();
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Larios, 4');
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Málaga');
    await next();

    await expect.element(step('Ubicación')).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Latitud' }), '95');
    await next();
    await expect.element(page.getByText('La latitud debe estar entre -90 y 90')).toBeVisible();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Latitud' }), '36,72');
    await userEvent.type(page.getByRole('textbox', { name: 'Longitud' }), '-4,42');
    await next();

    await expect.element(step('Dispositivo')).toBeVisible();
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await expect.element(page.getByRole('heading', { name: `«${name}» está lista` })).toBeVisible();

    const [room] = (await listRooms({ search: name })).rooms;
    expect(room).toMatchObject({ name, address: 'Calle Larios, 4', monitor: false });
  });

  it('lets an administrator choose the user, and tells when that user has no licence left', async () => {
    const { monitorId } = await unownedDevice();
    const name = `Sala del agente ${unique()}`;
    renderApp(paths.newRoom);
    await next();
    await expect.element(step('Usuario')).toBeVisible();
    await next();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
    await userEvent.type(page.getByRole('combobox', { name: 'Usuario' }), 'agen');
    await page.getByRole('option', { name: 'agent' }).click();
    await next();
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill(name);
    await next();

    // A night agent has no customer, so no licence: an administrator is told what to do.
    await expect.element(step('No quedan licencias')).toBeVisible();
    await expect.element(page.getByText('Este usuario no tiene licencias con plazas libres. Amplía su contrato o elige otro usuario.')).toBeVisible();
    await page.getByRole('button', { name: 'Seguir con un dispositivo' }).click();
    await next();
    await next();

    await expect.element(step('Dispositivo')).toBeVisible();
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
    await page.getByRole('textbox', { name: 'Número del dispositivo' }).fill(monitorId);
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await expect.element(page.getByRole('heading', { name: `«${name}» está lista` })).toBeVisible();
    const [room] = (await listRooms({ search: name })).rooms;
    expect(room).toMatchObject({ name, monitorId, username: 'agent' });
  });

  it('tells someone who is not an administrator, and has no licence left, to contact the administrator', async () => {
    // A controller has no customer of its own, so no licence: the step a customer meets when its places run out.
    await logInAs('controller');
    renderApp(paths.newRoom);
    await next();
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill('Sin licencias');
    await next();
    await expect.element(step('No quedan licencias')).toBeVisible();
    await expect.element(page.getByText('No te quedan licencias disponibles. Contacta con el administrador para ampliar tu contrato.')).toBeVisible();
    // Without a device nothing can be created: the last step asks for one.
    await page.getByRole('button', { name: 'Seguir con un dispositivo' }).click();
    await next();
    await next();
    await page.getByRole('button', { name: 'Crear la sala' }).click();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
  });

  it('puts a device nobody owns yet in a room the customer already has, with the claim code on its label', async () => {
    const { monitorId, claimCode } = await unownedDevice();
    expect(claimCode).toMatch(/^[0-9A-Z]{10}$/);
    await logout();
    await logInAs('customer');
    const name = `Sala existente ${unique()}`;
    await createRoom({ name });
    renderApp(withQuery(paths.newRoom, { monitorId: monitorId }));
    await page.getByText('Asignar un dispositivo a una sala existente').click();
    await next();
    await expect.element(step('Sala existente')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Número del dispositivo' })).toHaveValue(monitorId);
    await page.getByRole('button', { name: 'Asignar el dispositivo' }).click();
    await expect.element(page.getByText('Campo requerido')).toBeVisible();
    await page.getByRole('button', { name: /Sala/ }).click();
    await page.getByRole('option', { name }).click();
    // The number alone does not claim a device nobody owns: the server asks for the code on the label.
    await page.getByRole('button', { name: 'Asignar el dispositivo' }).click();
    await expect
      .element(page.getByText(`El dispositivo ${monitorId} aún no tiene dueño: escribe el código de reclamación impreso en su etiqueta, junto al número`))
      .toBeVisible();
    await expect
      .element(page.getByText('Impreso en la etiqueta del dispositivo, junto a su número. Solo hace falta con un dispositivo que aún no es de nadie.'))
      .toBeVisible();
    await page.getByRole('textbox', { name: 'Código de reclamación' }).fill(`${claimCode.slice(0, 5)}-${claimCode.slice(5)}`.toLowerCase());
    await page.getByRole('button', { name: 'Asignar el dispositivo' }).click();
    await expect.element(page.getByRole('heading', { name: `«${name}» está lista` })).toBeVisible();
    expect((await listRooms({ search: name })).rooms[0]?.monitorId).toBe(monitorId);
  });

  it('says how to allow the location when the browser refuses it', async () => {
    await logInAs('customer');
    renderApp(paths.newRoom);
    await next();
    await page.getByRole('textbox', { name: 'Nombre de la sala' }).fill('Sin ubicación');
    await next();
    await page.getByText(/^Sereno Sonido · Contrato 2026/).click();
    await next();
    await next();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect.element(page.getByText('Para usar esta función, necesitas permitir el acceso a tu ubicación.')).toBeVisible();
  });

  it('speaks English', async () => {
    resetBrowser('en');
    await logInAs('customer');
    renderApp(paths.newRoom);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Add a room' })).toBeVisible();
    await expect.element(page.getByText('Step 1 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Room name' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Assign a device to an existing room').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Claim code' })).toBeVisible();
    await expect.element(page.getByText("Printed on the device's label, beside its number. Only needed for a device nobody owns yet.")).toBeVisible();
  });
});
