import { apiClient, createTask, deleteTask, listTasks, listTaskTypes, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { localToday } from '../../../shared/dates/localDay.ts';
import { paths, withQuery } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const list = () => page.getByRole('list', { name: 'Tareas' });
const cardOf = (name: string) => list().getByRole('listitem', { name });
const param = (router: ReturnType<typeof renderApp>['router'], key: string) => new URLSearchParams(router.state.location.search).get(key);

/** A task of the logged-in user's room, made through the API as another screen would. */
async function taskIn(roomId: string, description: string, overrides: Partial<Parameters<typeof createTask>[0]> = {}) {
  const types = await listTaskTypes();
  const cleaning = types.find((type) => type.key === 'cleaning');
  return createTask({ roomId, taskTypeId: cleaning?._id ?? '', priority: 'Medium', date: localToday(), time: '11:30', description, ...overrides });
}

describe('the tasks page', () => {
  it('creates a checkout cleaning in a room, changes it, marks it done and deletes it, asking first', async () => {
    await logInAs('customer');
    const tag = unique();
    const roomName = `Piso ${tag}`;
    await licenceFreeRoom(roomName);
    const { router } = renderApp(withQuery(paths.tasks, { search: tag }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna tarea con estos filtros' })).toBeVisible();

    await page.getByRole('button', { name: 'Nueva tarea' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva tarea' });
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form.getByText('Campo requerido').first()).toBeVisible();
    await userEvent.type(form.getByRole('combobox', { name: 'Sala' }), roomName);
    await page.getByRole('option', { name: roomName }).click();
    await form.getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza', exact: true }).click();
    await form.getByRole('button', { name: /Subtipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza de salida' }).click();
    await form.getByRole('button', { name: /Prioridad/ }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    await form.getByRole('textbox', { name: 'Descripción' }).fill(`Repaso tras la salida ${tag}`);
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form).not.toBeInTheDocument();

    const card = cardOf(`Limpieza · Limpieza de salida, ${roomName}`);
    await expect.element(card.getByText('Alta')).toBeVisible();
    await expect.element(card.getByText(`Repaso tras la salida ${tag}`)).toBeVisible();
    const [created] = (await listTasks({ search: tag })).tasks;
    expect(created).toMatchObject({ priority: 'High', date: localToday(), time: '11:00', roomName, done: false });

    await card.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar tarea' });
    await edit.getByRole('button', { name: /Prioridad/ }).click();
    await page.getByRole('option', { name: 'Baja' }).click();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(card.getByText('Baja')).toBeVisible();

    await card.getByRole('button', { name: 'Marcar como hecha' }).click();
    await expect.element(card.getByText('Hecha')).toBeVisible();
    expect((await listTasks({ search: tag })).tasks[0]?.done).toBe(true);
    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Pendiente' }).click();
    await expect.poll(() => param(router, 'state')).toBe('open');
    await expect.element(page.getByRole('heading', { name: 'Ninguna tarea con estos filtros' })).toBeVisible();
    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Hecha' }).click();

    await card.getByRole('button', { name: 'Limpieza · Limpieza de salida' }).click();
    const details = page.getByRole('dialog', { name: `Limpieza · Limpieza de salida en ${roomName}` });
    await expect.element(details.getByText('Sin reserva')).toBeVisible();
    await details.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Eliminar la tarea Limpieza · Limpieza de salida de ${roomName}?` });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByRole('heading', { name: 'Ninguna tarea con estos filtros' })).toBeVisible();
    expect((await listTasks({ search: tag })).totalTasks).toBe(0);
  });

  it("says 'Failed to update task' when the change is refused: the task was deleted meanwhile", async () => {
    await logInAs('customer');
    const tag = unique();
    const roomId = await licenceFreeRoom(`Piso ${tag}`);
    const id = await taskIn(roomId, `Revisión ${tag}`);
    renderApp(withQuery(paths.tasks, { search: tag }));
    await cardOf(`Limpieza, Piso ${tag}`).getByRole('button', { name: 'Editar' }).click();
    await deleteTask(id);
    const edit = page.getByRole('dialog', { name: 'Editar tarea' });
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(edit.getByText(/^Failed to update task: /)).toBeVisible();
  });

  it('filters by room, type and priority in the URL, and a task created elsewhere appears without reloading', async () => {
    await logInAs('customer');
    const tag = unique();
    const roomId = await licenceFreeRoom(`Piso ${tag}`);
    await taskIn(roomId, `Urgente ${tag}`, { priority: 'High' });
    await taskIn(roomId, `Tranquila ${tag}`, { priority: 'Low' });
    const { router } = renderApp(withQuery(paths.tasks, { search: tag, roomId }));
    await expect.element(list().getByText(`Urgente ${tag}`)).toBeVisible();
    await expect.element(list().getByText(`Tranquila ${tag}`)).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Sala' })).toHaveValue(`Piso ${tag}`);

    await page.getByRole('button', { name: /Prioridad/ }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    await expect.poll(() => param(router, 'priority')).toBe('High');
    await expect.element(list().getByText(`Tranquila ${tag}`)).not.toBeInTheDocument();
    await expect.element(list().getByText(`Urgente ${tag}`)).toBeVisible();

    await page.getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Mantenimiento', exact: true }).click();
    await expect.element(page.getByRole('heading', { name: 'Ninguna tarea con estos filtros' })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => router.state.location.search).toBe('');

    await router.navigate(withQuery(paths.tasks, { search: tag }));
    await expect.element(list().getByText(`Tranquila ${tag}`)).toBeVisible();
    // Another screen (here, the API) creates a task: the list shows it by itself.
    await taskIn(roomId, `Recién llegada ${tag}`);
    await expect.element(list().getByText(`Recién llegada ${tag}`)).toBeVisible();

    // The types read once are named in the language chosen afterwards.
    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('list', { name: 'Tasks' }).getByRole('button', { name: 'Cleaning' }).first()).toBeVisible();
  });

  it('lets staff filter by customer, in English', async () => {
    resetBrowser('en');
    await logInAs('admin');
    const { router } = renderApp(paths.tasks);
    await expect.element(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
    const customers = await apiClient().GET('/api/users', { params: { query: { role: 'customer', limit: 1 } } });
    expect(customers.data?.users.length).toBe(1);
    await userEvent.type(page.getByRole('combobox', { name: 'Customer' }), customers.data?.users[0]?.name ?? '');
    await page.getByRole('option').first().click();
    await expect.poll(() => param(router, 'customerId')).toBe(customers.data?.users[0]?.customerId);
    await expect.element(page.getByRole('complementary', { name: 'Task filters' })).toBeVisible();
  });
});
