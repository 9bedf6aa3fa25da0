// The tasks page's and the calendar's data: cleanings, repairs and inspections of the portfolio's
// rooms over the coming weeks, the task types, and the filters of GET /api/tasks applied as the
// server applies them (the calendar asks for its days with `from` and `to`).
import type { HttpHandler } from 'msw';
import { answer, type Asked, type SuccessBody } from './api.ts';
import { fromNow, room, uuid } from './fixtures.ts';

export type TaskPage = SuccessBody<'/api/tasks', 'get'>;
export type Task = TaskPage['tasks'][number];
export type TaskType = SuccessBody<'/api/task-types', 'get'>[number];

const type = (n: number, key: string, es: string, en: string): TaskType => ({
  _id: uuid(7, n),
  key,
  name: es,
  translations: { es, en },
  subtypes: [],
});

export const taskTypes: TaskType[] = [
  type(0, 'cleaning', 'Limpieza', 'Cleaning'),
  type(1, 'maintenance', 'Mantenimiento', 'Maintenance'),
  type(2, 'inspection', 'Revisión', 'Inspection'),
  type(3, 'checkIn', 'Entrada de huéspedes', 'Guest check-in'),
];

/** The local day `days` from today, as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

export function task(n: number, overrides: Partial<Task> = {}): Task {
  const kind = taskTypes[n % taskTypes.length] ?? taskTypes[0]!;
  const where = room(n);
  const done = n % 5 === 4;
  return {
    _id: uuid(8, n),
    // The first room's tasks fall today, so that the calendar's month shows them whatever the date.
    date: dayFromToday(((n + 2) % 12) - 2),
    time: `${String(9 + (n % 8)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}`,
    priority: n % 3 === 0 ? 'High' : n % 3 === 1 ? 'Medium' : 'Low',
    done,
    ...(done ? { doneAt: fromNow(-3_600_000) } : {}),
    roomId: where._id,
    roomName: where.name,
    taskTypeId: kind._id,
    taskTypeName: kind.name,
    description: n % 2 === 0 ? 'Cambiar sábanas y toallas; revisar el aire acondicionado.' : undefined,
    userId: uuid(6, 2),
    username: 'agent',
    createdAt: fromNow(-5 * 86_400_000),
    updatedAt: fromNow(-86_400_000),
    ...overrides,
  };
}

export const tasks = (count: number): Task[] => Array.from({ length: count }, (_, n) => task(n));

export const longTask = (n: number) =>
  task(n, {
    _id: uuid(8, 1000 + n),
    date: dayFromToday(0),
    roomName: 'Apartamento turístico con vistas al mar Mediterráneo y terraza privada, edificio Los Geranios, bloque B, escalera 2, planta 7.ª, puerta 14',
    description:
      'Limpieza a fondo antes de la llegada de un grupo de dieciséis personas: cambiar toda la ropa de cama, reponer amenities en los cuatro baños, revisar la piscina y dejar las llaves en la conserjería del edificio.',
    username: 'maria.de.los.angeles.fernandez-villaverde',
  });

const matches = (value: string | undefined, wanted: string | null) => wanted === null || value === wanted;

function tasksAsked(list: Task[], { query }: Asked): TaskPage {
  const search = query.get('search')?.toLowerCase();
  const state = query.get('state');
  const from = query.get('from')?.slice(0, 10);
  const to = query.get('to')?.slice(0, 10);
  const found = list.filter(
    (one) =>
      matches(one.roomId, query.get('roomId')) &&
      matches(one.taskTypeId, query.get('taskTypeId')) &&
      matches(one.priority, query.get('priority')) &&
      (state === null || one.done === (state === 'done')) &&
      (!from || one.date >= from) &&
      (!to || one.date <= to) &&
      (!search || `${one.roomName} ${one.description ?? ''}`.toLowerCase().includes(search)),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  return { tasks: found.slice(offset, offset + limit), totalTasks: found.length, totalPages: Math.max(1, Math.ceil(found.length / limit)) };
}

/** The tasks and their types. */
export const taskBoard = (list: Task[]): HttpHandler[] => [
  answer('get', '/api/tasks', (asked) => tasksAsked(list, asked)),
  answer('get', '/api/task-types', taskTypes),
];
