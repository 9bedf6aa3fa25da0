import { apiClient, createTask, listTasks, listTaskTypes, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { localToday } from '../../../shared/dates/localDay.ts';
import { paths, withQuery } from '../../../shared/paths.ts';
import { addDays, weekStart } from './calendarDays.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const grid = () => page.getByRole('grid', { name: 'Días del calendario' });
const cellOf = (day: string) => grid().element().querySelector<HTMLElement>(`[data-day="${day}"]`);
const focusedDay = () => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-day');
const param = (router: ReturnType<typeof renderApp>['router'], key: string) => new URLSearchParams(router.state.location.search).get(key);

/** A confirmed stay of the room leaving on `day` at 11:00 of the viewer's clock. */
async function stayLeaving(roomId: string, day: string, guest: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const checkOut = new Date(year, month - 1, date, 11, 0);
  const checkIn = new Date(year, month - 1, date - 3, 16, 0);
  const answer = await apiClient().POST('/api/bookings', {
    body: { roomId, guest: { firstName: guest }, checkIn: checkIn.toISOString(), checkOut: checkOut.toISOString(), status: 'Confirmed', pax: 2 },
  });
  expect(answer.response.status, JSON.stringify(answer.error)).toBe(201);
}

describe('the task calendar', () => {
  it('plans a week of turnover cleaning around the check-outs, with the keyboard (the mouse drags in e2e/tests/tasks.test.ts)', async () => {
    await logInAs('customer');
    const tag = unique();
    const roomName = `Piso ${tag}`;
    const roomId = await licenceFreeRoom(roomName);
    const monday = addDays(weekStart(localToday()), 7);
    const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((offset) => addDays(monday, offset)) as [string, string, string, string];
    await stayLeaving(roomId, tuesday, 'Hannah');
    await stayLeaving(roomId, thursday, 'Oliver');
    const { router } = renderApp(withQuery(paths.taskCalendar, { view: 'week', day: monday, roomId }));

    // The check-outs are on their days, beside where the cleaning goes.
    await expect.poll(() => cellOf(tuesday)?.textContent).toContain(`Salida 11:00 · ${roomName}`);
    expect(cellOf(thursday)?.textContent).toContain(`Salida 11:00 · ${roomName}`);
    expect(cellOf(tuesday)?.textContent).toMatch(/^martes, .*sin tareas, 1 salida/);

    // The keyboard: from Monday to Tuesday, Enter creates a task there.
    cellOf(monday)?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(focusedDay).toBe(tuesday);
    expect(param(router, 'day')).toBe(tuesday);
    await userEvent.keyboard('{Enter}');
    const form = page.getByRole('dialog', { name: 'Nueva tarea' });
    const [year, month, date] = tuesday.split('-');
    await expect.element(form.getByRole('spinbutton', { name: 'día, Día' })).toHaveAttribute('aria-valuenow', String(Number(date)));
    await expect.element(form.getByRole('spinbutton', { name: 'mes, Día' })).toHaveAttribute('aria-valuenow', String(Number(month)));
    await expect.element(form.getByRole('spinbutton', { name: 'año, Día' })).toHaveAttribute('aria-valuenow', year);
    await expect.element(form.getByRole('combobox', { name: 'Sala' })).toHaveValue(roomName);
    await form.getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza', exact: true }).click();
    await form.getByRole('button', { name: /Subtipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza de salida' }).click();
    await form.getByRole('button', { name: /Reserva/ }).click();
    await page.getByRole('option', { name: /^Hannah/ }).click();
    await form.getByRole('button', { name: 'Crear' }).click();
    await expect.element(form).not.toBeInTheDocument();
    const task = grid().getByRole('button', { name: `11:00 Limpieza · Limpieza de salida · ${roomName}, prioridad Media, Pendiente` });
    await expect.poll(() => task.element().closest('[role="gridcell"]')?.getAttribute('data-day')).toBe(tuesday);
    const [created] = (await listTasks({ roomId })).tasks;
    expect(created).toMatchObject({ date: tuesday, time: '11:00', taskTypeName: 'Limpieza de salida' });
    expect(created?.bookingId).toBeDefined();

    // Shift and an arrow move the task a day; the focus goes with it.
    task.element().focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect.poll(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-day')).toBe(wednesday);
    expect(document.activeElement?.getAttribute('data-task-id')).toBe(created?._id);
    await expect.poll(async () => (await listTasks({ roomId })).tasks[0]?.date).toBe(wednesday);
    await expect.element(page.getByRole('status').filter({ hasText: 'Tarea movida al miércoles' })).toBeInTheDocument();

    // A task created elsewhere appears by itself, coloured by its priority.
    const types = await listTaskTypes();
    await createTask({ roomId, taskTypeId: types.find((type) => type.key === 'inspection')?._id ?? '', priority: 'High', date: friday, time: '09:30' });
    const inspection = grid().getByRole('button', { name: `09:30 Revisión · ${roomName}, prioridad Alta, Pendiente` });
    await expect.element(inspection).toBeVisible();
    expect(inspection.element().getAttribute('data-priority')).toBe('High');

    // Opened from the calendar: its details.
    await task.click();
    await expect.element(page.getByRole('dialog', { name: `Limpieza · Limpieza de salida en ${roomName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).first().click();

    // The month and the day views show the same tasks.
    await page.getByText('Mes', { exact: true }).click();
    await expect.poll(() => param(router, 'view')).toBe('month');
    await expect.poll(() => grid().getByRole('gridcell').elements().length).toBeGreaterThanOrEqual(28);
    await expect.poll(() => cellOf(wednesday)?.textContent).toContain('Limpieza · Limpieza de salida');
    await page.getByText('Día', { exact: true }).click();
    await expect.poll(() => grid().getByRole('gridcell').elements().length).toBe(1);
  });

  it('is in English too, and a page of the previous and next periods', async () => {
    resetBrowser('en');
    await logInAs('admin');
    const { router } = renderApp(withQuery(paths.taskCalendar, { view: 'month', day: '2026-11-26' }));
    await expect.element(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.element(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    expect(param(router, 'day')).toBe('2026-12-26');
    await expect.element(page.getByRole('grid', { name: 'Calendar days' })).toBeVisible();
  });
});
