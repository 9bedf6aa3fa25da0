import { exportProtocols, getNodeGraph, logout, type GraphNode } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setWidth } from '../../../test/looks.ts';
import { ownerWithRooms } from '../../../test/protocols.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

const tree = () => page.getByRole('list', { name: /^Estructura de / });
const item = (name: string) => tree().getByRole('listitem', { name, exact: true });
const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const errorToast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();

/** The toasts sit where the admin tools are on a desktop: wait for them to hide themselves (5 s, spec §4). */
async function toastsGone() {
  await expect.element(page.getByRole('button', { name: 'Cerrar notificación' }).first()).not.toBeInTheDocument();
}

/** The graph as the server has it now: a node's parent's name by the node's name. */
async function parentsOf(ownerId: string): Promise<Record<string, string | undefined>> {
  const { nodes } = await getNodeGraph(ownerId);
  const byId = new Map<string, GraphNode>(nodes.map((node) => [node._id, node]));
  return Object.fromEntries(nodes.map((node) => [node.name, node.parentId ? byId.get(node.parentId)?.name : undefined]));
}

async function addLocation(parent: string, name: string) {
  await page.getByRole('button', { name: `Añadir ubicación en ${parent}` }).click();
  const form = page.getByRole('form', { name: `Nueva ubicación en ${parent}` });
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect.element(toast(`Ubicación ${name} creada`)).toBeVisible();
  await expect.element(item(name)).toBeVisible();
}

/** The row of a node in the tree (what is dragged, and where it is dropped). */
const rowOf = async (ownerId: string, name: string) => {
  const node = (await getNodeGraph(ownerId)).nodes.find((candidate) => candidate.name === name);
  const row = document.querySelector<HTMLElement>(`[data-node-id="${node?._id}"]`);
  if (!row) throw new Error(`no row for ${name}`);
  return page.elementLocator(row);
};

describe('the protocol builder', () => {
  it('activates an owner’s graph, adds, renames, moves by dragging and by keyboard, and deletes by the API’s rules', async () => {
    const owner = await ownerWithRooms(['Sala A', 'Sala B']);
    await logInAs(owner.username);
    renderApp(paths.protocols);

    await page.getByRole('button', { name: 'Activar protocolos' }).click();
    await expect.element(toast('Protocolos activados')).toBeVisible();
    await expect.element(item('Sala A')).toBeVisible();
    const rootName = (await getNodeGraph(owner.ownerId)).nodes.find((node) => node.kind === 'root')?.name ?? '';

    // A location needs its name (spec §5 'Branch name required').
    await page.getByRole('button', { name: `Añadir ubicación en ${rootName}` }).click();
    const form = page.getByRole('form', { name: `Nueva ubicación en ${rootName}` });
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form.getByText('Campo requerido')).toBeVisible();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await addLocation(rootName, 'Edificio Sol');
    await addLocation(rootName, 'Edificio Luna');

    // Dragging Sala A onto Edificio Sol.
    await userEvent.dragAndDrop(await rowOf(owner.ownerId, 'Sala A'), await rowOf(owner.ownerId, 'Edificio Sol'));
    await expect.element(toast('Sala A movido a Edificio Sol')).toBeVisible();
    await expect.element(item('Edificio Sol').getByRole('listitem', { name: 'Sala A' })).toBeVisible();
    expect((await parentsOf(owner.ownerId))['Sala A']).toBe('Edificio Sol');

    // With the keyboard: pick Sala B up, look at the targets, put it back; then move it to Edificio Sol.
    const moveB = page.getByRole('button', { name: 'Mover Sala B' });
    await moveB.click();
    await expect.element(page.getByText('Sala B cogido. Destino: Edificio Luna.', { exact: false })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Movimiento de Sala B cancelado.')).toBeInTheDocument();
    expect((await parentsOf(owner.ownerId))['Sala B']).toBe(rootName);
    (moveB.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Sala B cogido. Destino: Edificio Luna.', { exact: false })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByText('Destino: Edificio Sol')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(toast('Sala B movido a Edificio Sol')).toBeVisible();
    expect((await parentsOf(owner.ownerId))['Sala B']).toBe('Edificio Sol');
    // A location moves with what it holds: Edificio Luna into Edificio Sol, by keyboard.
    await page.getByRole('button', { name: 'Mover Edificio Luna' }).click();
    await expect.element(page.getByText('Edificio Luna cogido. Destino: Edificio Sol.', { exact: false })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(toast('Edificio Luna movido a Edificio Sol')).toBeVisible();
    expect((await parentsOf(owner.ownerId))['Edificio Luna']).toBe('Edificio Sol');

    // Renaming.
    await page.getByRole('button', { name: 'Renombrar Edificio Luna' }).click();
    const edit = page.getByRole('form', { name: 'Editar Edificio Luna' });
    await edit.getByRole('textbox', { name: 'Nombre' }).fill('Anexo Luna');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(toast('Ubicación Anexo Luna guardada')).toBeVisible();
    await expect.element(item('Anexo Luna')).toBeVisible();

    // A location with rooms is not deleted (spec §5), in the API's words; an empty one is.
    await page.getByRole('button', { name: 'Eliminar Edificio Sol' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar Edificio Sol?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(errorToast('No se ha podido eliminar Edificio Sol')).toBeVisible();
    await expect.element(errorToast('Failed to delete node: 409 - No se puede eliminar una ubicación que tiene salas')).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar Anexo Luna' }).click();
    await page.getByRole('dialog', { name: '¿Eliminar Anexo Luna?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(toast('Anexo Luna eliminado')).toBeVisible();
    await expect.element(item('Anexo Luna')).not.toBeInTheDocument();
    // Customers have no admin tools.
    await expect.element(page.getByRole('heading', { name: 'Herramientas de administración' })).not.toBeInTheDocument();

    // The summary: counters and the gaps a night agent would meet.
    await page.getByRole('tab', { name: 'Resumen' }).click();
    await expect.element(page.getByText('1 ubicaciones, 2 salas, 0 fichas')).toBeVisible();
    await expect.element(page.getByText('Sala A no tiene contacto de emergencia')).toBeVisible();
    await expect.element(page.getByText('Sala B no tiene wifi')).toBeVisible();
    await page.getByRole('tab', { name: 'Procedimientos' }).click();
    await expect.element(page.getByRole('heading', { name: /Ningún nodo tiene aún la ficha Procedimientos/ })).toBeVisible();
  });

  it('gives administrators the recursive delete, with the location’s name typed, and imports with a preview', async () => {
    const owner = await ownerWithRooms(['Sala C']);
    await logInAs('admin');
    renderApp(withQuery(paths.protocols, { owner: owner.ownerId }));
    await page.getByRole('button', { name: 'Activar protocolos' }).click();
    await expect.element(item('Sala C')).toBeVisible();
    const rootName = (await getNodeGraph(owner.ownerId)).nodes.find((node) => node.kind === 'root')?.name ?? '';
    await addLocation(rootName, 'Sede Norte');
    await userEvent.dragAndDrop(await rowOf(owner.ownerId, 'Sala C'), await rowOf(owner.ownerId, 'Sede Norte'));
    await expect.element(toast('Sala C movido a Sede Norte')).toBeVisible();

    // Import: a document with one more location, previewed, then applied.
    const document = await exportProtocols(owner.ownerId);
    const changed = {
      ...document,
      locations: [...document.locations, { key: 'nuevo', parentKey: null, name: 'Sede Sur', type: 'building', description: null, cards: [] }],
    };
    const file = new File([JSON.stringify(changed)], 'protocolos.json', { type: 'application/json' });
    const input = page.getByRole('region', { name: 'Exportar e importar' }).element().querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(page.elementLocator(input), file);
    const preview = page.getByRole('dialog', { name: 'Lo que cambiará al importar' });
    await expect.element(preview.getByText('Ubicaciones: 1 nuevas, 0 cambiadas, 0 eliminadas, 1 sin cambios')).toBeVisible();
    expect((await getNodeGraph(owner.ownerId)).nodes.some((node) => node.name === 'Sede Sur')).toBe(false);
    await preview.getByRole('button', { name: 'Aplicar la importación' }).click();
    await expect.element(toast('Documento importado')).toBeVisible();
    await expect.element(item('Sede Sur')).toBeVisible();

    // The admin tools: the name must be typed before the location goes with what it holds.
    await expect.element(page.getByRole('heading', { name: 'Herramientas de administración' })).toBeVisible();
    await toastsGone();
    await page.getByRole('button', { name: /Ubicación a eliminar/ }).click();
    await page.getByRole('option', { name: 'Sede Norte' }).click();
    await page.getByRole('button', { name: 'Eliminar con todo su contenido' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar Sede Norte con todo su contenido?' });
    await confirm.getByRole('textbox').fill('Sede');
    await expect.element(confirm.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await confirm.getByRole('textbox').fill('Sede Norte');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(toast('Sede Norte eliminado')).toBeVisible();
    await expect.element(item('Sede Norte')).not.toBeInTheDocument();
    expect((await parentsOf(owner.ownerId))['Sala C']).toBe(rootName);
  });

  it('reads well on a phone and on a desktop', async () => {
    const owner = await ownerWithRooms(['Playa 1', 'Playa 2']);
    await logInAs(owner.username);
    renderApp(paths.protocols);
    await page.getByRole('button', { name: 'Activar protocolos' }).click();
    await expect.element(item('Playa 1')).toBeVisible();
    const rootName = (await getNodeGraph(owner.ownerId)).nodes.find((node) => node.kind === 'root')?.name ?? '';
    await addLocation(rootName, 'Edificio Mar');
    for (const width of ['phone', 'desktop'] as const) {
      await setWidth(width);
      await page.getByRole('tab', { name: 'Activos' }).click();
      await expect.element(item('Edificio Mar')).toBeVisible();
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture(`protocols-assets-${width}`);
      await page.getByRole('tab', { name: 'Resumen' }).click();
      await expect.element(page.getByText('Playa 1 no tiene wifi')).toBeVisible();
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture(`protocols-summary-${width}`);
    }
  });
});
