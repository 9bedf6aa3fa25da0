// The tasks through every layer: the built panel in Chromium and the real server with its demo data.
// An operator plans next week's turnover cleaning in the calendar beside the check-outs — a day's
// Enter creates the cleaning for the stay that leaves, the mouse drags it to another day — and the
// list, the calendar and their dialogs pass axe, in Spanish and English, light and dark, on a
// desktop and a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@sereno/api/testing';
import { paths, withQuery } from '@sereno/panel/paths';
import { expectAccessible } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { logIn, newPage, screenshot, viewports } from '../support/panel.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({});
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** Next week's Monday, in the browser's (and this process's) calendar. */
function nextMonday(): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + ((8 - today.getDay()) % 7 || 7));
}

interface Stay {
  _id: string;
  roomId: string;
  roomName: string;
  checkOut: string;
  guest: { firstName: string; lastName?: string };
}

/** The confirmed stays leaving next week, as the logged-in person may see them. */
async function checkOutsNextWeek(page: Page): Promise<Stay[]> {
  const monday = nextMonday();
  const from = monday.toISOString();
  const to = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7).toISOString();
  const answer = await page.request.get(
    `${server.url}/api/bookings?${new URLSearchParams({ onlyConfirmed: 'true', checkOutFrom: from, checkOutTo: to, limit: '25' })}`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { bookings: Stay[] }).bookings;
}

const cell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);

describe('the task calendar', () => {
  it('plans next week’s turnover cleaning around the check-outs: the keyboard creates it, the mouse moves it', async () => {
    const page = await newPage(browser);
    await logIn(page, server.url, 'customer', paths.tasks);
    await page.getByRole('heading', { name: 'Tareas', level: 1 }).waitFor();
    await expectAccessible(page);

    const [stay] = await checkOutsNextWeek(page);
    expect(stay, 'the demo has check-outs next week').toBeDefined();
    if (!stay) return;
    const leaving = new Date(stay.checkOut);
    const day = isoDay(leaving);
    await page.goto(`${server.url}${withQuery(paths.taskCalendar, { view: 'week', day, roomId: stay.roomId })}`);
    const time = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(leaving);
    await cell(page, day).getByText(`Salida ${time} · ${stay.roomName}`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tasks-calendar-week-light.png');

    // The keyboard: the day of the check-out, Enter, and the cleaning for the stay that leaves.
    await cell(page, day).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Nueva tarea' });
    await form.getByRole('button', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza', exact: true }).click();
    await form.getByRole('button', { name: /Subtipo/ }).click();
    await page.getByRole('option', { name: 'Limpieza de salida' }).click();
    await form.getByRole('button', { name: /Reserva/ }).click();
    await page
      .getByRole('option', { name: new RegExp(`^${stay.guest.firstName}`) })
      .first()
      .click();
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'tasks-calendar-create-light.png');
    await form.getByRole('button', { name: 'Crear' }).click();
    await form.waitFor({ state: 'detached' });
    const task = page.getByRole('button', { name: new RegExp(`^11:00 Limpieza · Limpieza de salida · ${stay.roomName}`) });
    await cell(page, day).locator('[data-task-id]').first().waitFor();

    // The mouse: dragged to the next day, the cleaning moves there (and the server agrees).
    const nextDay = isoDay(new Date(leaving.getFullYear(), leaving.getMonth(), leaving.getDate() + 1));
    const id = await task.getAttribute('data-task-id');
    if (!(await cell(page, nextDay).count())) return; // Sunday's check-out: the next day is in another week.
    // The browser's drag events, one after another as a drag fires them, carrying one DataTransfer
    // (the test's synthetic mouse started no native drag of the task here).
    const dataTransfer = await page.evaluateHandle('new DataTransfer()');
    await task.dispatchEvent('dragstart', { dataTransfer });
    await cell(page, nextDay).dispatchEvent('dragover', { dataTransfer });
    await cell(page, nextDay).dispatchEvent('drop', { dataTransfer });
    await task.dispatchEvent('dragend', { dataTransfer });
    await cell(page, nextDay).locator(`[data-task-id="${id}"]`).waitFor();
    await expect.poll(async () => ((await (await page.request.get(`${server.url}/api/tasks/${id}`)).json()) as { date: string }).date).toBe(nextDay);
    await screenshot(page, 'tasks-calendar-week-moved-light.png');
    // The longest flow here, first after the server's start while the demo fills in its past day.
  }, 120_000);

  it('shows a task created elsewhere without reloading, and the keyboard moves it to the next day', async () => {
    const page = await newPage(browser);
    const monday = nextMonday();
    const wednesday = isoDay(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 2));
    const thursday = isoDay(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 3));
    await logIn(page, server.url, 'customer', withQuery(paths.taskCalendar, { view: 'week', day: isoDay(monday) }));
    await page.getByRole('grid', { name: 'Días del calendario' }).waitFor();
    await page.locator('[data-task-id]').first().waitFor();

    // The customer's manager, in another browser, adds an urgent inspection on Wednesday.
    const elsewhere = await newPage(browser);
    await logIn(elsewhere, server.url, 'manager', paths.tasks);
    const rooms = (await (await elsewhere.request.get(`${server.url}/api/rooms?limit=1&sortKey=name`)).json()) as { rooms: { _id: string; name: string }[] };
    const room = rooms.rooms[0];
    expect(room, 'the manager sees a room').toBeDefined();
    if (!room) return;
    const types = (await (await elsewhere.request.get(`${server.url}/api/task-types`)).json()) as { _id: string; key: string }[];
    const created = await elsewhere.request.post(`${server.url}/api/tasks`, {
      data: { roomId: room._id, taskTypeId: types.find((type) => type.key === 'inspection')?._id, priority: 'High', date: wednesday, time: '08:15' },
    });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    // It appears on Wednesday by itself, coloured by its priority.
    const task = page.getByRole('button', { name: `08:15 Revisión · ${room.name}, prioridad Alta, Pendiente` });
    await cell(page, wednesday).locator(`[data-task-id="${id}"]`).waitFor();
    expect(await task.getAttribute('data-priority')).toBe('High');

    // Shift and → move it a day; the focus goes with it, the move is said, and the server agrees.
    await task.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await cell(page, thursday).locator(`[data-task-id="${id}"]`).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Tarea movida al jueves/ })
      .waitFor({ state: 'attached' });
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("data-task-id") ?? null')).toBe(id);
    await expect.poll(async () => ((await (await page.request.get(`${server.url}/api/tasks/${id}`)).json()) as { date: string }).date).toBe(thursday);
    await expectAccessible(page);
  });

  it('shows a month in English and in the dark, and passes axe', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'admin', withQuery(paths.taskCalendar, { view: 'month', day: isoDay(nextMonday()) }));
    await page.getByRole('grid', { name: 'Calendar days' }).waitFor();
    await page.locator('[data-task-id]').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tasks-calendar-month-dark-en.png');
    await page.getByText('Day', { exact: true }).click();
    await page.waitForURL(/view=day/);
    await expectAccessible(page);
    await screenshot(page, 'tasks-calendar-day-dark-en.png');
  });

  it('is usable on a phone: the week one day under another, the list as cards', async () => {
    const page = await newPage(browser, { viewport: viewports.phone });
    await logIn(page, server.url, 'manager', withQuery(paths.taskCalendar, { view: 'week', day: isoDay(nextMonday()) }));
    await page.getByRole('grid', { name: 'Días del calendario' }).waitFor();
    await page.locator('[data-task-id]').first().waitFor();
    await expectAccessible(page);
    // No sideways scrolling: the page is as wide as the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'tasks-calendar-week-phone.png', { wholePage: true });
    await page.getByText('Mes', { exact: true }).click();
    await page.waitForURL(/view=month/);
    await expectAccessible(page);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'tasks-calendar-month-phone.png');

    await page.goto(`${server.url}${paths.tasks}`);
    await page.getByRole('list', { name: 'Tareas' }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'tasks-list-phone.png', { wholePage: true });
    await page.getByRole('list', { name: 'Tareas' }).getByRole('button', { name: 'Editar' }).first().click();
    await page.getByRole('dialog', { name: 'Editar tarea' }).waitFor();
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'tasks-edit-phone.png');
  });

  it('lists the tasks in English and in the dark on a desktop', async () => {
    const page = await newPage(browser, { colorScheme: 'dark', locale: 'en-GB' });
    await logIn(page, server.url, 'admin', withQuery(paths.tasks, { state: 'open' }));
    await page.getByRole('list', { name: 'Tasks' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'tasks-list-dark-en.png');
  });
});
