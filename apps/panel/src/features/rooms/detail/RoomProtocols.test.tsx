import { activateNodeGraph, createCard, createNode, getNodeGraph, logout, moveNode, roomCardsQuery } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setWidth } from '../../../../test/looks.ts';
import { ownerWithRooms } from '../../../../test/protocols.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const card = (title: string) => page.getByRole('region', { name: title, exact: true });

/** An owner's building with a room under it, wifi and an emergency contact on the building (through the API). */
async function roomInBuilding() {
  const owner = await ownerWithRooms(['Ático']);
  const roomId = owner.rooms['Ático'] ?? '';
  await logInAs(owner.username);
  await activateNodeGraph(owner.ownerId);
  const building = await createNode({ ownerId: owner.ownerId, name: 'Edificio Sol', type: 'building' });
  const roomNode = (await getNodeGraph(owner.ownerId)).nodes.find((node) => node.roomId === roomId);
  await moveNode(roomNode?._id ?? '', building);
  await createCard({ ownerId: owner.ownerId, nodeId: building, module: 'wifi', content: { networkName: 'Sol Invitados', password: 'sol-2026' } });
  await createCard({
    ownerId: owner.ownerId,
    nodeId: building,
    module: 'emergencyContact',
    content: { contacts: [{ name: 'Fontanería Ruiz', type: 'plumbing', telephone: '+34600111222' }] },
  });
  return { owner, roomId };
}

describe('a room’s notes and protocols', () => {
  it('saves a note with its author and time, and refuses an empty one', async () => {
    const { roomId } = await roomInBuilding();
    renderApp(paths.room(roomId, { tab: 'notes' }));
    const form = page.getByRole('form', { name: 'Nueva nota' });
    await form.getByRole('button', { name: 'Guardar nota' }).click();
    await expect.element(form.getByText('Campo requerido')).toBeVisible();
    await form.getByRole('textbox', { name: 'Nueva nota' }).fill('La llave de repuesto está en recepción.\nPreguntar por Marta.');
    await form.getByRole('button', { name: 'Guardar nota' }).click();
    await expect.element(toast('Nota guardada')).toBeVisible();
    const notes = page.getByRole('list', { name: 'Notas de la sala' });
    await expect.element(notes.getByText('La llave de repuesto está en recepción.', { exact: false })).toBeVisible();
    await expect.element(notes.getByText(/^Propietaria \w+, /)).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Nueva nota' })).toHaveValue('');
    // The text area stops at 5000 characters (spec §5).
    expect(form.getByRole('textbox', { name: 'Nueva nota' }).element().getAttribute('maxlength')).toBe('5000');
  });

  it('shows own and inherited cards, overrides the wifi here, and saves a Photos card then uploads its photo with the spec’s errors', async () => {
    const { owner, roomId } = await roomInBuilding();
    const { router } = renderApp(paths.room(roomId, { tab: 'protocols' }));
    await expect.element(card('Wifi').getByText('Sol Invitados')).toBeVisible();
    await expect.element(card('Wifi').getByText('De Edificio Sol, 1 nivel arriba')).toBeVisible();
    await expect.element(card('Contacto de emergencia').getByText('Fontanería Ruiz')).toBeVisible();

    await page.getByRole('tab', { name: 'Editor de protocolos' }).click();
    await expect.poll(() => new URLSearchParams(router.state.location.search).get('tab')).toBe('protocolsEditor');
    await card('Wifi').getByRole('button', { name: 'Sobrescribir aquí' }).click();
    const wifiForm = page.getByRole('form', { name: 'Wifi' });
    await expect.element(wifiForm.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Sol Invitados');
    await wifiForm.getByRole('textbox', { name: 'Nombre' }).fill('Ático Wifi');
    await wifiForm.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(toast('Ficha Wifi añadida')).toBeVisible();
    await expect.element(card('Wifi').getByText('Ático Wifi')).toBeVisible();
    await expect.element(card('Wifi').getByText('Heredada')).not.toBeInTheDocument();
    const cards = await roomCardsQuery(owner.ownerId, roomId).queryFn?.({} as never);
    expect(cards?.find((one) => one.module === 'wifi')).toMatchObject({ protocolMode: false, inheritanceLevel: 0, content: { networkName: 'Ático Wifi' } });

    // A Photos card: saved first without photos (files upload only to a saved card), it stays open with
    // its upload, which shows its progress and the server's refusals.
    await page.getByRole('button', { name: /Ficha/ }).click();
    await page.getByRole('option', { name: 'Fotos' }).click();
    await page.getByRole('button', { name: 'Añadir ficha' }).click();
    const photosForm = page.getByRole('form', { name: 'Fotos' });
    await expect.element(page.getByText('Guarda la ficha primero; al guardarla podrás añadir aquí mismo sus fotos y documentos.')).toBeVisible();
    await photosForm.getByRole('textbox', { name: /Descripción/ }).fill('Vistas desde el balcón');
    await photosForm.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(toast('Ficha Fotos añadida')).toBeVisible();
    await expect.element(page.getByText('Ficha guardada: añade ahora sus fotos y documentos y vuelve a guardar.')).toBeVisible();
    const editForm = page.getByRole('form', { name: 'Fotos' });
    await expect.poll(() => editForm.element().querySelector('input[type="file"]')).not.toBeNull();
    const input = editForm.element().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // A program renamed .png: the server reads the bytes and refuses it (415).
    await userEvent.upload(page.elementLocator(input), new File(['MZ not a picture'], 'balcon.png', { type: 'image/png' }));
    await expect.element(editForm.getByText(/Error al subir archivos: «balcon.png» no es/)).toBeVisible();
    await userEvent.upload(page.elementLocator(input), new File([onePixelPng()], 'vistas.png', { type: 'image/png' }));
    // Stored once the card lists it (its remove button), not while it uploads.
    await expect.element(editForm.getByRole('button', { name: 'Quitar Foto 1 de 1' })).toBeVisible();
    await editForm.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(toast('Ficha Fotos guardada')).toBeVisible();
    await expect.element(card('Fotos').getByRole('img')).toBeVisible();
    await expect.element(card('Fotos').getByText('Vistas desde el balcón')).toBeVisible();
  });

  it('lets the night agent read every card but edit none; pictures on a phone and a desktop', async () => {
    const { roomId } = await roomInBuilding();
    await logout();
    await logInAs('agent');
    renderApp(paths.room(roomId, { tab: 'protocols' }));
    await expect.element(card('Wifi').getByText('Sol Invitados')).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Editor de protocolos' })).not.toBeInTheDocument();
    for (const width of ['phone', 'desktop'] as const) {
      await setWidth(width);
      await page.getByRole('tab', { name: 'Protocolos' }).click();
      await expect.element(card('Contacto de emergencia')).toBeVisible();
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture(`room-protocols-${width}`);
      await page.getByRole('tab', { name: 'Notas' }).click();
      await expect.element(page.getByRole('form', { name: 'Nueva nota' })).toBeVisible();
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture(`room-notes-${width}`);
    }
  });
});

/** A 1×1 PNG. */
function onePixelPng(): Uint8Array<ArrayBuffer> {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
