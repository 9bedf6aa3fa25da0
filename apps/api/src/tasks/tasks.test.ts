import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream.ts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { bookings } from '../db/schema/bookings.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { tasks, taskTypes } from '../db/schema/tasks.ts';
import { builtInTaskTypes, ensureTaskTypes } from './types.ts';

let demo: DemoServer;
let ownRoomId: string;
let secondRoomId: string;
let otherRoomId: string;
let ownBookingId: string;
let secondRoomBookingId: string;
const typeId = new Map<string, string>();

beforeAll(async () => {
  demo = await startDemoServer();
  const { db } = demo.server;
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  const managerId = demo.accounts.get('manager')?.id ?? null;
  const otherOwner = await insertUser(db, {
    username: 'inaki',
    email: 'inaki@picosverdes.example.com',
    name: 'Iñaki',
    role: 'customer',
    customerId: demo.otherCustomerId,
    password: 'Correct#Horse1',
  });
  const inserted = await db
    .insert(rooms)
    .values([
      { name: 'Sala Tareas', ownerId, managerId },
      { name: 'Sala Segunda', ownerId, managerId },
      { name: 'Cabaña Picos', ownerId: otherOwner.id },
    ])
    .returning({ id: rooms.id });
  [ownRoomId, secondRoomId, otherRoomId] = inserted.map((row) => row.id) as [string, string, string];
  const stay = { guestFirstName: 'Ana', checkIn: new Date('2026-03-01T15:00:00Z'), checkOut: new Date('2026-03-05T11:00:00Z'), status: 'Confirmed' as const };
  const stays = await db
    .insert(bookings)
    .values([
      { ...stay, roomId: ownRoomId },
      { ...stay, roomId: secondRoomId },
    ])
    .returning({ id: bookings.id });
  [ownBookingId, secondRoomBookingId] = stays.map((row) => row.id) as [string, string];
  for (const row of await db.select().from(taskTypes)) typeId.set(row.key, row.id);
});
afterAll(() => demo.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  taskTypeId: typeId.get('cleaning.checkout'),
  priority: 'High',
  date: '2026-03-05',
  time: '11:30',
  description: 'Limpieza de salida',
  roomId: ownRoomId,
  bookingId: ownBookingId,
  ...overrides,
});

async function create(role: Parameters<DemoServer['as']>[0], body: Record<string, unknown>): Promise<string> {
  const response = await demo.as(role, { method: 'POST', url: '/api/tasks', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

describe('GET /api/task-types', () => {
  it("lists the built-in types with their subtypes, named in the caller's language", async () => {
    const spanish = (await demo.as('customer', { method: 'GET', url: '/api/task-types' })).json<
      { key: string; name: string; translations: object; subtypes: { key: string; name: string }[] }[]
    >();
    expect(spanish.map((type) => type.key)).toEqual(builtInTaskTypes.map((type) => type.key));
    expect(spanish.map((type) => type.key)).toEqual(expect.arrayContaining(['cleaning', 'maintenance', 'check-in', 'check-out', 'noise-complaint']));
    const cleaning = spanish.find((type) => type.key === 'cleaning');
    expect(cleaning).toMatchObject({ name: 'Limpieza', translations: { es: 'Limpieza', en: 'Cleaning' } });
    expect(cleaning?.subtypes.map((subtype) => subtype.name)).toEqual(['Limpieza de salida', 'Limpieza a fondo', 'Cambio de ropa de cama']);
    const english = (await demo.as('customer', { method: 'GET', url: '/api/task-types', headers: { 'accept-language': 'en' } })).json<
      { key: string; name: string }[]
    >();
    expect(english.find((type) => type.key === 'noise-complaint')?.name).toBe('Noise complaint');
  });

  it('seeds them once: a second start changes nothing', async () => {
    const before = await demo.server.db.select().from(taskTypes);
    await ensureTaskTypes(demo.server.db);
    await demo.server.app();
    expect(await demo.server.db.select().from(taskTypes)).toEqual(expect.arrayContaining(before));
    expect(await demo.server.db.select().from(taskTypes)).toHaveLength(before.length);
  });
});

describe('POST and GET /api/tasks/{id}', () => {
  it("creates a task for the room's owner, linked to a booking of the room, and audits it", async () => {
    const id = await create('manager', form());
    const response = await demo.as('customer', { method: 'GET', url: `/api/tasks/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      taskTypeId: typeId.get('cleaning.checkout'),
      taskTypeName: 'Limpieza de salida',
      priority: 'High',
      date: '2026-03-05',
      time: '11:30',
      description: 'Limpieza de salida',
      roomId: ownRoomId,
      roomName: 'Sala Tareas',
      bookingId: ownBookingId,
      userId: demo.accounts.get('customer')?.id,
      username: 'customer',
    });
    expect(
      await demo.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'task.create'))),
    ).toHaveLength(1);
  });

  it('lets field service agents create tasks in any room, and refuses manufacturers', async () => {
    await create('fieldServiceAgents', form({ roomId: otherRoomId, bookingId: undefined }));
    expect((await demo.as('manufacturer', { method: 'POST', url: '/api/tasks', payload: form() })).statusCode).toBe(403);
  });

  it.each([
    ['an unknown priority', { priority: 'Urgent' }, 'priority: Elige una de las opciones'],
    ['a day February does not have', { date: '2026-02-30' }, 'date: Debe ser una fecha válida'],
    ['a time without its leading zero', { time: '9:30' }, 'time: Debe ser una hora válida (HH:mm)'],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }, 'description: No puede tener más de 5000 caracteres'],
    ['a type that is not an id', { taskTypeId: 'cleaning' }, 'taskTypeId: Identificador no válido'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await demo.as('customer', { method: 'POST', url: '/api/tasks', payload: form(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
  });

  it('refuses a booking of another room, a type that does not exist, and a room the caller may not see', async () => {
    const otherBooking = await demo.as('customer', { method: 'POST', url: '/api/tasks', payload: form({ bookingId: secondRoomBookingId }) });
    expect(otherBooking.statusCode).toBe(400);
    expect(otherBooking.json()).toMatchObject({ message: 'La reserva no existe o no es de la sala de la tarea' });
    const missingType = await demo.as('customer', {
      method: 'POST',
      url: '/api/tasks',
      payload: form({ taskTypeId: '00000000-0000-4000-8000-000000000000' }),
      headers: { 'accept-language': 'en' },
    });
    expect(missingType.json()).toMatchObject({ statusCode: 400, message: 'The task type does not exist' });
    const hidden = await demo.as('customer', { method: 'POST', url: '/api/tasks', payload: form({ roomId: otherRoomId, bookingId: undefined }) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Room not found' });
  });

  it("answers another customer's task as a missing one", async () => {
    const id = await create('admin', form({ roomId: otherRoomId, bookingId: undefined }));
    const response = await demo.as('customer', { method: 'GET', url: `/api/tasks/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'La tarea no existe' });
    expect((await demo.as('manager', { method: 'DELETE', url: `/api/tasks/${id}` })).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/tasks/{id}', () => {
  it('changes only the fields sent; bookingId null takes the booking off', async () => {
    const id = await create('customer', form());
    const moved = await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { date: '2026-03-06', time: '09:00' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: '2026-03-06', time: '09:00', priority: 'High', bookingId: ownBookingId, description: 'Limpieza de salida' });
    const unlinked = await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { bookingId: null, description: '' } });
    expect(unlinked.json().bookingId).toBeUndefined();
    expect(unlinked.json().description).toBeUndefined();
    const rehomed = await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { roomId: secondRoomId, bookingId: secondRoomBookingId } });
    expect(rehomed.json()).toMatchObject({ roomName: 'Sala Segunda', bookingId: secondRoomBookingId });
  });

  it("says 'Failed to update task' and why when a change is refused, and changes nothing", async () => {
    const id = await create('customer', form());
    const [before] = await demo.server.db.select().from(tasks).where(eq(tasks.id, id));
    const otherBooking = await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { bookingId: secondRoomBookingId, priority: 'Low' } });
    expect(otherBooking.statusCode).toBe(400);
    expect(otherBooking.json()).toMatchObject({ message: 'Failed to update task: La reserva no existe o no es de la sala de la tarea' });
    // Moving the room keeps the booking, which is not of the new room.
    expect((await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { roomId: secondRoomId } })).statusCode).toBe(400);
    const hidden = await demo.as('customer', {
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: { roomId: otherRoomId, bookingId: null },
      headers: { 'accept-language': 'en' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: 'Failed to update task: Room not found' });
    const missingType = await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { taskTypeId: '00000000-0000-4000-8000-000000000000' } });
    expect(missingType.json()).toMatchObject({ statusCode: 400, message: 'Failed to update task: El tipo de tarea no existe' });
    const [after] = await demo.server.db.select().from(tasks).where(eq(tasks.id, id));
    expect(after).toEqual(before);
  });

  it('keeps a task whose booking was deleted since changeable', async () => {
    const [stay] = await demo.server.db
      .insert(bookings)
      .values({ roomId: ownRoomId, guestFirstName: 'Luis', checkIn: new Date('2026-04-01T15:00:00Z'), checkOut: new Date('2026-04-02T11:00:00Z') })
      .returning({ id: bookings.id });
    const id = await create('customer', form({ bookingId: stay?.id }));
    await demo.server.db
      .update(bookings)
      .set({ deletedAt: new Date() })
      .where(eq(bookings.id, stay?.id ?? ''));
    expect((await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { priority: 'Low' } })).statusCode).toBe(200);
  });

  it('deletes a task and audits who did', async () => {
    const id = await create('customer', form());
    expect((await demo.as('fieldServiceAgents', { method: 'DELETE', url: `/api/tasks/${id}` })).statusCode).toBe(204);
    expect((await demo.as('customer', { method: 'GET', url: `/api/tasks/${id}` })).statusCode).toBe(404);
    const [entry] = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'task.delete')));
    expect(entry?.actorUsername).toBe('agent');
  });
});

describe('GET /api/tasks', () => {
  let calendarRoomId: string;
  beforeAll(async () => {
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Sala Calendario', ownerId: demo.accounts.get('customer')?.id ?? null })
      .returning({ id: rooms.id });
    calendarRoomId = room?.id ?? '';
    const planned = [
      ['maintenance.plumbing', 'Low', '2026-05-01', '10:00', 'Grifo'],
      ['cleaning', 'High', '2026-05-03', '12:00', 'Limpieza general'],
      ['cleaning.deep', 'Medium', '2026-05-03', '09:00', 'Limpieza a fondo'],
      ['check-in', 'High', '2026-05-31', '15:00', 'Llegada'],
      ['check-out', 'Low', '2026-06-01', '11:00', 'Salida'],
    ] as const;
    for (const [type, priority, date, time, description] of planned) {
      await create('customer', { taskTypeId: typeId.get(type), priority, date, time, description, roomId: calendarRoomId });
    }
  });
  const list = async (query: string) =>
    (await demo.as('customer', { method: 'GET', url: `/api/tasks?roomId=${calendarRoomId}&${query}` })).json<{
      tasks: { description: string }[];
      totalTasks: number;
      totalPages: number;
    }>();
  const descriptions = async (query: string) => (await list(query)).tasks.map((task) => task.description);

  it("takes the calendar's range of days, both ends included, in date and time order", async () => {
    expect(await descriptions('from=2026-05-01&to=2026-05-31')).toEqual(['Grifo', 'Limpieza a fondo', 'Limpieza general', 'Llegada']);
    expect(await descriptions('from=2026-05-03&to=2026-05-03')).toEqual(['Limpieza a fondo', 'Limpieza general']);
    expect(await descriptions('from=2026-06-01')).toEqual(['Salida']);
  });

  it('filters by priority and by type (a type takes its subtypes along), and sorts by priority', async () => {
    expect(await descriptions('priority=High')).toEqual(['Limpieza general', 'Llegada']);
    expect(await descriptions(`taskTypeId=${typeId.get('cleaning')}`)).toEqual(['Limpieza a fondo', 'Limpieza general']);
    expect(await descriptions(`taskTypeId=${typeId.get('cleaning.deep')}`)).toEqual(['Limpieza a fondo']);
    expect((await descriptions('sortKey=priority'))[0]).toMatch(/Limpieza general|Llegada/);
    expect((await descriptions('sortKey=priority&sortDirection=desc')).slice(0, 2).sort()).toEqual(['Grifo', 'Salida']);
  });

  it('pages with the totals, and refuses a bad range with 400', async () => {
    const page = await list('limit=2&offset=2');
    expect(page.totalTasks).toBe(5);
    expect(page.totalPages).toBe(3);
    expect(page.tasks.map((task) => task.description)).toEqual(['Limpieza general', 'Llegada']);
    expect((await demo.as('customer', { method: 'GET', url: '/api/tasks?from=2026-13-01' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/tasks?priority=Urgent' })).statusCode).toBe(400);
  });

  it('shows each caller only the tasks of the rooms it sees', async () => {
    await create('admin', form({ roomId: otherRoomId, bookingId: undefined, description: 'Tarea ajena' }));
    expect((await demo.as('customer', { method: 'GET', url: '/api/tasks?search=ajena' })).json().totalTasks).toBe(0);
    expect((await demo.as('manager', { method: 'GET', url: '/api/tasks?search=ajena' })).json().totalTasks).toBe(0);
    expect((await demo.as('controller', { method: 'GET', url: '/api/tasks?search=ajena' })).json().totalTasks).toBe(1);
    // The demo manager does not manage the calendar room.
    expect((await demo.as('manager', { method: 'GET', url: `/api/tasks?roomId=${calendarRoomId}` })).json().totalTasks).toBe(0);
  });
});

describe('the demo tasks', () => {
  it('are around the demo bookings, one of them linked to the guests now in the Ático', async () => {
    const page = (await demo.as('customer', { method: 'GET', url: '/api/tasks?search=cisterna' })).json();
    expect(page.tasks).toHaveLength(1);
    expect(page.tasks[0]).toMatchObject({ roomName: 'Ático Malagueta', priority: 'High', taskTypeName: 'Fontanería' });
    const booking = (await demo.as('customer', { method: 'GET', url: `/api/bookings/${page.tasks[0].bookingId}` })).json();
    expect(booking.guest.firstName).toBe('Oliver');
  });
});

describe('done and open tasks', () => {
  it('marks a task done and open again, keeps when it was done, and filters by state and by customer', async () => {
    const id = await create('customer', form({ description: 'Hecha pronto', date: '2026-04-02' }));
    const put = (payload: object) => demo.as('fieldServiceAgents', { method: 'PUT', url: `/api/tasks/${id}`, payload });
    const done = (await put({ done: true })).json();
    expect(done).toMatchObject({ done: true, doneAt: expect.any(String) });
    expect((await put({ done: true, time: '12:00' })).json().doneAt).toBe(done.doneAt);
    const search = (query: string) => demo.as('admin', { method: 'GET', url: `/api/tasks?search=Hecha%20pronto&${query}` });
    expect((await search('state=done')).json().totalTasks).toBe(1);
    expect((await search('state=open')).json().totalTasks).toBe(0);
    expect((await search(`customerId=${demo.ownCustomerId}`)).json().totalTasks).toBe(1);
    expect((await search(`customerId=${demo.otherCustomerId}`)).json().totalTasks).toBe(0);
    const reopened = (await put({ done: false })).json();
    expect(reopened.done).toBe(false);
    expect(reopened.doneAt).toBeUndefined();
    expect((await search('state=open')).json().totalTasks).toBe(1);
    expect((await demo.as('admin', { method: 'GET', url: '/api/tasks?state=finished' })).statusCode).toBe(400);
  });
});

describe('live task events', () => {
  it('tells those who see the room that a task was created, changed and deleted, and nobody else', async () => {
    const base = await demo.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await openEventStream(`${base}/api/events`, demo.cookieOf('customer'));
    const agent = await openEventStream(`${base}/api/events`, demo.cookieOf('fieldServiceAgents'));
    try {
      const id = await create('fieldServiceAgents', form({ bookingId: undefined, description: 'En directo' }));
      await demo.as('customer', { method: 'PUT', url: `/api/tasks/${id}`, payload: { date: '2026-03-06' } });
      await demo.as('customer', { method: 'DELETE', url: `/api/tasks/${id}` });
      const heard = (await customer.waitFor(3, 20_000)).filter((event) => event.type === 'task');
      expect(heard).toEqual([
        { type: 'task', roomId: ownRoomId, taskId: id, change: 'created' },
        { type: 'task', roomId: ownRoomId, taskId: id, change: 'updated' },
        { type: 'task', roomId: ownRoomId, taskId: id, change: 'deleted' },
      ]);
      // Field service agents see every room: the same three.
      expect((await agent.waitFor(3, 20_000)).filter((event) => event.type === 'task')).toHaveLength(3);
      const other = await create('admin', form({ roomId: otherRoomId, bookingId: undefined }));
      await agent.waitFor(4, 20_000);
      expect(customer.events.some((event) => event.type === 'task' && event.taskId === other)).toBe(false);
    } finally {
      customer.close();
      agent.close();
    }
  });
});
