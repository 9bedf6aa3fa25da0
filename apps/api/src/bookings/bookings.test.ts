import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { devices } from '../db/schema/devices.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { currentBooking } from './current.ts';
import { bookings } from '../db/schema/bookings.ts';

let demo: DemoServer;
/** A room of the demo customer, managed by the demo manager, with a device. */
let ownRoomId: string;
let ownMonitorId: string;
/** A room of the demo customer that the demo manager does not manage. */
let unmanagedRoomId: string;
/** A room of another customer. */
let otherRoomId: string;

beforeAll(async () => {
  demo = await startDemoServer();
  const { db } = demo.server;
  const ownerId = demo.accounts.get('customer')?.id ?? '';
  ownMonitorId = 'BKG-0001';
  await db.insert(devices).values({ monitorId: ownMonitorId, ownerId, tokenHash: issueDeviceToken().tokenHash });
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
      { name: 'Sala Reservas', ownerId, managerId: demo.accounts.get('manager')?.id ?? null, monitorId: ownMonitorId },
      { name: 'Sala Sin Gestor', ownerId },
      { name: 'Cabaña Picos', ownerId: otherOwner.id },
    ])
    .returning({ id: rooms.id });
  [ownRoomId, unmanagedRoomId, otherRoomId] = inserted.map((row) => row.id) as [string, string, string];
});
afterAll(() => demo.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  roomId: ownRoomId,
  reservationNumber: 'RSV-100',
  guest: { firstName: 'Marta', lastName: 'López', phone: '+34600999888', email: 'marta@example.com', nationality: 'España', language: 'es', age: 41 },
  checkIn: '2026-03-01T15:00:00Z',
  checkOut: '2026-03-04T11:00:00Z',
  pax: 2,
  status: 'Confirmed',
  otaInfo: { origin: 'Booking.com', reservationNumber: '99887766' },
  cityTax: 6.6,
  billing: { totalCost: 420, paid: 100 },
  accessType: 'Caja de llaves',
  keyStatus: 'Pendiente',
  accessCode1: '1234',
  arrivalMethod: 'Tren',
  callbackMessages: ['Llamar antes de las 20:00'],
  additionalInfo: 'Viaja con un perro pequeño.',
  ...overrides,
});

async function create(role: Parameters<DemoServer['as']>[0], body: Record<string, unknown>): Promise<string> {
  const response = await demo.as(role, { method: 'POST', url: '/api/bookings', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

describe('POST and GET /api/bookings/{id}', () => {
  it('creates a booking that reads back with its room, guest, origins and billing, and audits it', async () => {
    const id = await create('customer', form());
    const response = await demo.as('manager', { method: 'GET', url: `/api/bookings/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      roomId: ownRoomId,
      roomName: 'Sala Reservas',
      reservationNumber: 'RSV-100',
      guest: { firstName: 'Marta', lastName: 'López', phone: '+34600999888', email: 'marta@example.com', language: 'es', age: 41 },
      checkIn: '2026-03-01T15:00:00.000Z',
      checkOut: '2026-03-04T11:00:00.000Z',
      otaInfo: { origin: 'Booking.com', reservationNumber: '99887766' },
      pmsInfo: {},
      pax: 2,
      currency: 'EUR',
      cityTax: 6.6,
      billing: { totalCost: 420, paid: 100 },
      status: 'Confirmed',
      source: 'manual',
    });
    const entries = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'booking.create')));
    expect(entries.map((entry) => entry.actorUsername)).toEqual(['customer']);
  });

  it('keeps the currency of its amounts, EUR unless told, and an edit changes it', async () => {
    const id = await create('customer', form({ currency: 'gbp' }));
    const read = async () => (await demo.as('customer', { method: 'GET', url: `/api/bookings/${id}` })).json<{ currency: string; cityTax: number }>();
    expect(await read()).toMatchObject({ currency: 'GBP', cityTax: 6.6 });
    const [stored] = await demo.server.db.select({ currency: bookings.currency }).from(bookings).where(eq(bookings.id, id));
    expect(stored?.currency).toBe('GBP');
    expect((await demo.as('customer', { method: 'PUT', url: `/api/bookings/${id}`, payload: form({ currency: 'USD' }) })).statusCode).toBe(200);
    expect((await read()).currency).toBe('USD');
    // The form replaces the booking: a form that names no currency puts it back to euros.
    expect((await demo.as('customer', { method: 'PUT', url: `/api/bookings/${id}`, payload: form() })).statusCode).toBe(200);
    expect((await read()).currency).toBe('EUR');
    const refused = await demo.as('customer', { method: 'PUT', url: `/api/bookings/${id}`, payload: form({ currency: 'euros' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'currency: Elige una de las opciones' });
  });

  it('defaults to one guest and Unconfirmed', async () => {
    const id = await create('admin', { roomId: ownRoomId, guest: { firstName: 'Ana' }, checkIn: '2026-05-01T15:00:00Z', checkOut: '2026-05-02T11:00:00Z' });
    expect((await demo.as('admin', { method: 'GET', url: `/api/bookings/${id}` })).json()).toMatchObject({
      pax: 1,
      status: 'Unconfirmed',
      guest: { firstName: 'Ana' },
    });
  });

  it.each([
    ['a check-out before the check-in', { checkOut: '2026-02-28T11:00:00Z' }, 'checkOut: La fecha de fin debe ser posterior a la de inicio'],
    ['a check-out equal to the check-in', { checkOut: '2026-03-01T15:00:00Z' }, 'checkOut: La fecha de fin debe ser posterior a la de inicio'],
    ['no guests', { pax: 0 }, 'pax: Debe estar entre 1 y 100'],
    ['a guest phone without its plus sign', { guest: { firstName: 'Marta', phone: '600999888' } }, 'guest.phone: Debe ser un número de teléfono válido'],
    ['a guest email without a domain', { guest: { firstName: 'Marta', email: 'marta@' } }, 'guest.email: Debe ser un email válido'],
    ['a guest without a first name', { guest: { firstName: '  ' } }, 'guest.firstName: Campo requerido'],
    ['an unknown status', { status: 'Maybe' }, 'status: Elige una de las opciones'],
    ['a note over 5000 characters', { additionalInfo: 'x'.repeat(5001) }, 'additionalInfo: No puede tener más de 5000 caracteres'],
  ])('refuses %s with a 400 that says which field', async (_name, overrides, message) => {
    const response = await demo.as('customer', { method: 'POST', url: '/api/bookings', payload: form(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
  });

  it('says it in English to an English browser', async () => {
    const response = await demo.as('customer', { method: 'POST', url: '/api/bookings', payload: form({ pax: 0 }), headers: { 'accept-language': 'en-GB' } });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'pax: Must be between 1 and 100' });
  });

  it('refuses a booking in a room the caller may not see as a missing room, and writes nothing', async () => {
    const before = await demo.server.db.select().from(bookings).where(eq(bookings.roomId, otherRoomId));
    const asCustomer = await demo.as('customer', { method: 'POST', url: '/api/bookings', payload: form({ roomId: otherRoomId }) });
    expect(asCustomer.statusCode).toBe(404);
    expect(asCustomer.json()).toMatchObject({ message: 'Room not found' });
    expect((await demo.as('manager', { method: 'POST', url: '/api/bookings', payload: form({ roomId: unmanagedRoomId }) })).statusCode).toBe(404);
    expect(await demo.server.db.select().from(bookings).where(eq(bookings.roomId, otherRoomId))).toEqual(before);
  });

  it("answers another customer's booking as a missing one", async () => {
    const id = await create('admin', form({ roomId: otherRoomId }));
    const response = await demo.as('customer', { method: 'GET', url: `/api/bookings/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'La reserva no existe' });
    expect((await demo.as('fieldServiceAgents', { method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(200);
    expect((await demo.as('manufacturer', { method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/bookings/{id}', () => {
  it('replaces the booking with the form: a field left out is cleared', async () => {
    const id = await create('customer', form({ reservationNumber: 'RSV-PUT' }));
    const { accessCode1: _code, callbackMessages: _messages, ...rest } = form({ reservationNumber: 'RSV-PUT' });
    const response = await demo.as('manager', {
      method: 'PUT',
      url: `/api/bookings/${id}`,
      payload: { ...rest, status: 'Cancelled', guest: { firstName: 'Marta', phone: '+34 600 999 777' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const booking = response.json();
    expect(booking).toMatchObject({ status: 'Cancelled', guest: { firstName: 'Marta', phone: '+34 600 999 777' }, roomName: 'Sala Reservas' });
    expect(booking.guest.email).toBeUndefined();
    const legacy = (await demo.as('customer', { method: 'GET', url: `/api/bookings-legacy/bookingdetails/${id}` })).json();
    expect(legacy.accessCode1).toBeUndefined();
    expect(legacy.callbackMessages).toEqual([]);
  });

  it("refuses to move a booking into a room the caller may not see, and to change another customer's", async () => {
    const id = await create('customer', form());
    expect((await demo.as('customer', { method: 'PUT', url: `/api/bookings/${id}`, payload: form({ roomId: otherRoomId }) })).statusCode).toBe(404);
    const theirs = await create('admin', form({ roomId: otherRoomId }));
    expect((await demo.as('customer', { method: 'PUT', url: `/api/bookings/${theirs}`, payload: form() })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/bookings/${theirs}` })).statusCode).toBe(404);
    expect((await demo.as('fieldServiceAgents', { method: 'DELETE', url: `/api/bookings/${theirs}` })).statusCode).toBe(403);
  });

  it('deletes softly: the row stays with deletedAt, and the booking leaves the reads and the current booking', async () => {
    const id = await create('customer', form({ reservationNumber: 'RSV-DEL', checkIn: '2027-01-02T08:00:00Z', checkOut: '2027-01-02T10:00:00Z' }));
    expect((await currentBooking(demo.server.db, ownRoomId, new Date('2027-01-02T09:30:00Z')))?.id).toBe(id);
    const response = await demo.as('customer', { method: 'DELETE', url: `/api/bookings/${id}` });
    expect(response.statusCode).toBe(204);
    const [row] = await demo.server.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await demo.as('customer', { method: 'GET', url: `/api/bookings/${id}` })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/bookings/${id}` })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?search=RSV-DEL' })).json()).toMatchObject({ totalBookings: 0, bookings: [] });
    expect(await currentBooking(demo.server.db, ownRoomId, new Date('2027-01-02T09:30:00Z'))).toBeNull();
    expect(
      await demo.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'booking.delete'))),
    ).toHaveLength(1);
  });
});

describe('GET /api/bookings', () => {
  let listRoomId: string;
  beforeAll(async () => {
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: 'Sala Lista', ownerId: demo.accounts.get('customer')?.id ?? null, managerId: demo.accounts.get('manager')?.id ?? null })
      .returning({ id: rooms.id });
    listRoomId = room?.id ?? '';
    const guests = [
      ['Zoe', 'Adams', 'Confirmed', 'LST-1'],
      ['Álvaro', 'Núñez', 'Cancelled', 'LST-2'],
      ['Beatriz', 'Campos', 'Confirmed', 'LST-3'],
      ['Chloé', 'Petit', 'Unconfirmed', 'LST-4'],
    ] as const;
    for (const [index, [firstName, lastName, status, reservationNumber]] of guests.entries()) {
      await create('customer', {
        roomId: listRoomId,
        reservationNumber,
        guest: { firstName, lastName },
        status,
        checkIn: `2026-04-0${index + 1}T15:00:00Z`,
        checkOut: `2026-04-0${index + 2}T11:00:00Z`,
      });
    }
  });

  it('pages the bookings of a room by check-in, with the totals', async () => {
    const response = await demo.as('customer', { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&limit=3` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalBookings).toBe(4);
    expect(page.totalPages).toBe(2);
    expect(page.bookings.map((booking: { reservationNumber: string }) => booking.reservationNumber)).toEqual(['LST-1', 'LST-2', 'LST-3']);
    const second = (await demo.as('customer', { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&limit=3&offset=3` })).json();
    expect(second.bookings.map((booking: { reservationNumber: string }) => booking.reservationNumber)).toEqual(['LST-4']);
  });

  it('keeps only the confirmed ones when asked, and sorts by guest name', async () => {
    const page = (
      await demo.as('customer', { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&onlyConfirmed=true&sortKey=guest&sortDirection=desc` })
    ).json();
    expect(page.bookings.map((booking: { guest: { firstName: string } }) => booking.guest.firstName)).toEqual(['Zoe', 'Beatriz']);
    const all = (await demo.as('customer', { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&onlyConfirmed=false` })).json();
    expect(all.totalBookings).toBe(4);
  });

  it('searches the guest name (first, last or both) and the reservation numbers', async () => {
    const search = async (text: string) =>
      (await demo.as('customer', { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&search=${encodeURIComponent(text)}` }))
        .json()
        .bookings.map((booking: { reservationNumber: string }) => booking.reservationNumber);
    expect(await search('núñez')).toEqual(['LST-2']);
    expect(await search('Beatriz Cam')).toEqual(['LST-3']);
    expect(await search('lst-4')).toEqual(['LST-4']);
    expect(await search('%')).toEqual([]);
  });

  it('filters by customer, and shows each caller only what it may see', async () => {
    await create('admin', form({ roomId: otherRoomId, reservationNumber: 'OTHER-1' }));
    const own = (await demo.as('admin', { method: 'GET', url: `/api/bookings?customerId=${demo.ownCustomerId}&limit=25&search=OTHER` })).json();
    expect(own.totalBookings).toBe(0);
    const other = (await demo.as('admin', { method: 'GET', url: `/api/bookings?customerId=${demo.otherCustomerId}&search=OTHER-1` })).json();
    expect(other.totalBookings).toBeGreaterThan(0);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?search=OTHER-1' })).json().totalBookings).toBe(0);
    expect((await demo.as('fieldServiceAgents', { method: 'GET', url: '/api/bookings?search=OTHER-1' })).json().totalBookings).toBeGreaterThan(0);
    const unmanaged = await create('customer', form({ roomId: unmanagedRoomId, reservationNumber: 'UNMANAGED-1' }));
    expect((await demo.as('manager', { method: 'GET', url: '/api/bookings?search=UNMANAGED-1' })).json().totalBookings).toBe(0);
    expect((await demo.as('manager', { method: 'GET', url: `/api/bookings/${unmanaged}` })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?search=UNMANAGED-1' })).json().totalBookings).toBe(1);
  });

  describe('the check-in and check-out day filters', () => {
    const reservations = async (filters: string, role: Parameters<DemoServer['as']>[0] = 'customer') => {
      const response = await demo.as(role, { method: 'GET', url: `/api/bookings?roomId=${listRoomId}&${filters}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().bookings.map((booking: { reservationNumber: string }) => booking.reservationNumber);
    };
    const day = (from: string, to: string, on: 'checkIn' | 'checkOut') => `${on}From=${encodeURIComponent(from)}&${on}To=${encodeURIComponent(to)}`;

    it('keeps the stays checking in within [from, to): from included, to left out', async () => {
      expect(await reservations(day('2026-04-01T15:00:00Z', '2026-04-03T15:00:00Z', 'checkIn'))).toEqual(['LST-1', 'LST-2']);
      expect(await reservations('checkInFrom=2026-04-03T15:00:00Z')).toEqual(['LST-3', 'LST-4']);
      expect(await reservations('checkInTo=2026-04-01T15:00:00Z')).toEqual([]);
    });

    it("reads the day in the viewer's time zone, as the offset of the interval says", async () => {
      // 2 April in Madrid (+02:00) holds LST-2's check-in at 15:00Z; 3 April in Auckland (+12:00) holds it too.
      expect(await reservations(day('2026-04-02T00:00:00+02:00', '2026-04-03T00:00:00+02:00', 'checkIn'))).toEqual(['LST-2']);
      expect(await reservations(day('2026-04-03T00:00:00+12:00', '2026-04-04T00:00:00+12:00', 'checkIn'))).toEqual(['LST-2']);
      expect(await reservations(day('2026-04-03T00:00:00-10:00', '2026-04-04T00:00:00-10:00', 'checkIn'))).toEqual(['LST-3']);
    });

    it('keeps the stays checking out within the interval, and leaves out the cancelled ones with onlyConfirmed', async () => {
      expect(await reservations(day('2026-04-03T00:00:00Z', '2026-04-04T00:00:00Z', 'checkOut'))).toEqual(['LST-2']);
      expect(await reservations(`${day('2026-04-03T00:00:00Z', '2026-04-04T00:00:00Z', 'checkOut')}&onlyConfirmed=true`)).toEqual([]);
      expect(await reservations(`${day('2026-04-01T00:00:00Z', '2026-04-06T00:00:00Z', 'checkOut')}&onlyConfirmed=true`)).toEqual(['LST-1', 'LST-3']);
    });

    it('counts the filtered stays in the totals and the CSV export', async () => {
      const page = (
        await demo.as('customer', {
          method: 'GET',
          url: `/api/bookings?roomId=${listRoomId}&${day('2026-04-01T00:00:00Z', '2026-04-03T00:00:00Z', 'checkIn')}&limit=1`,
        })
      ).json();
      expect(page).toMatchObject({ totalBookings: 2, totalPages: 2 });
      const csv = await demo.as('customer', {
        method: 'GET',
        url: `/api/bookings/export.csv?roomId=${listRoomId}&${day('2026-04-01T00:00:00Z', '2026-04-03T00:00:00Z', 'checkIn')}`,
      });
      expect(csv.body.split('\r\n')).toHaveLength(4);
    });

    it("shows a customer only its own rooms' stays on a day, and an administrator everyone's", async () => {
      await create('admin', form({ roomId: otherRoomId, reservationNumber: 'DAY-OTHER', checkIn: '2026-08-10T14:00:00Z', checkOut: '2026-08-12T10:00:00Z' }));
      await create('customer', form({ reservationNumber: 'DAY-OWN', checkIn: '2026-08-10T16:00:00Z', checkOut: '2026-08-11T10:00:00Z' }));
      const onThatDay = async (role: Parameters<DemoServer['as']>[0]) =>
        (
          await demo.as(role, {
            method: 'GET',
            url: `/api/bookings?search=DAY-&${day('2026-08-10T00:00:00Z', '2026-08-11T00:00:00Z', 'checkIn')}&sortKey=reservationNumber`,
          })
        )
          .json()
          .bookings.map((booking: { reservationNumber: string }) => booking.reservationNumber);
      expect(await onThatDay('customer')).toEqual(['DAY-OWN']);
      expect(await onThatDay('admin')).toEqual(['DAY-OTHER', 'DAY-OWN']);
      expect(await onThatDay('manager')).toEqual(['DAY-OWN']);
    });

    it.each([
      ['a date that is not an instant', 'checkInFrom=today', 'checkInFrom: '],
      ['an instant without its offset', 'checkOutTo=2026-04-03T00:00:00', 'checkOutTo: '],
      [
        'a check-in interval ending before it starts',
        day('2026-04-03T00:00:00Z', '2026-04-02T00:00:00Z', 'checkIn'),
        'checkInTo: La fecha de fin debe ser posterior a la de inicio',
      ],
      [
        'a check-out interval ending before it starts',
        day('2026-04-03T02:00:00+02:00', '2026-04-02T23:00:00Z', 'checkOut'),
        'checkOutTo: La fecha de fin debe ser posterior a la de inicio',
      ],
    ])('refuses %s with a 400 in the error shape', async (_name, filters, message) => {
      for (const url of [`/api/bookings?${filters}`, `/api/bookings/export.csv?${filters}`]) {
        const response = await demo.as('customer', { method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ statusCode: 400 });
        expect(body.message).toContain(message);
        expect(typeof body.timestamp).toBe('string');
      }
    });
  });

  it('refuses an unknown sort key, a page over 25 and a bad filter with 400', async () => {
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?sortKey=password' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?limit=26' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?roomId=nope' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings?onlyConfirmed=yes' })).statusCode).toBe(400);
  });
});

describe('GET /api/bookings/export.csv', () => {
  it('writes the filtered bookings as CSV in the caller’s language, with formulas neutralised', async () => {
    const [room] = await demo.server.db
      .insert(rooms)
      .values({ name: '=Sala "CSV"', ownerId: demo.accounts.get('customer')?.id ?? null })
      .returning({ id: rooms.id });
    const roomId = room?.id ?? '';
    await create('customer', {
      roomId,
      reservationNumber: '@SUM(A1)',
      guest: { firstName: '=HYPERLINK("http://evil.example")', lastName: '-2+3', phone: '+34600111000' },
      status: 'Confirmed',
      checkIn: '2026-06-01T15:00:00Z',
      checkOut: '2026-06-03T11:00:00Z',
    });
    await create('customer', {
      roomId,
      reservationNumber: 'CSV-2',
      guest: { firstName: 'Inés' },
      status: 'Cancelled',
      checkIn: '2026-06-05T15:00:00Z',
      checkOut: '2026-06-06T11:00:00Z',
    });
    const response = await demo.as('customer', { method: 'GET', url: `/api/bookings/export.csv?roomId=${roomId}&onlyConfirmed=true` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFId;Reserva;Sala;Nombre;Apellidos;Teléfono;/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;'@SUM(A1);"'=Sala ""CSV""";"'=HYPERLINK(""http://evil.example"")";'-2+3;'+34600111000;`);
    expect(lines[2]).toBe('');
    const english = await demo.as('customer', { method: 'GET', url: `/api/bookings/export.csv?roomId=${roomId}`, headers: { 'accept-language': 'en' } });
    expect(english.body.split('\r\n')[0]).toMatch(/^\uFEFFId,Reservation,Room,First name,/);
    expect(english.body.split('\r\n')).toHaveLength(4);
  });

  it('leaves out what the caller may not see, and is refused to manufacturers', async () => {
    await create('admin', form({ roomId: otherRoomId, reservationNumber: 'CSV-OTHER' }));
    expect((await demo.as('customer', { method: 'GET', url: '/api/bookings/export.csv?search=CSV-OTHER' })).body.split('\r\n')).toHaveLength(2);
    expect((await demo.as('admin', { method: 'GET', url: '/api/bookings/export.csv?search=CSV-OTHER' })).body.split('\r\n')).toHaveLength(3);
    expect((await demo.as('manufacturer', { method: 'GET', url: '/api/bookings/export.csv' })).statusCode).toBe(403);
  });
});

describe('GET /api/bookings-legacy/bookingdetails/{id}', () => {
  it('flattens the booking into the legacy fields', async () => {
    const id = await create(
      'customer',
      form({
        reservationNumber: 'LEG-1',
        pmsInfo: { origin: 'Avantio', reservationNumber: 'AV-77' },
        billing: { totalCost: 300, vat: 27.27, commission: 45, paid: 150, deposit: 100, pendingPayment: 150 },
        flightNumber: 'IB3456',
      }),
    );
    const response = await demo.as('customer', { method: 'GET', url: `/api/bookings-legacy/bookingdetails/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roomId: ownRoomId,
      booking: id,
      guestFirstName: 'Marta',
      guestLastName: 'López',
      phone: '+34600999888',
      age: 41,
      email: 'marta@example.com',
      nationality: 'España',
      pax: 2,
      otaOrigin: 'Booking.com',
      pmsOrigin: 'Avantio',
      otaReservationNumber: '99887766',
      pmsReservationNumber: 'AV-77',
      currency: 'EUR',
      totalCost: 300,
      vat: 27.27,
      cityTax: 6.6,
      commission: 45,
      paid: 150,
      deposit: 100,
      pendingPayment: 150,
      checkInDatetime: '2026-03-01T15:00:00.000Z',
      checkOutDatetime: '2026-03-04T11:00:00.000Z',
      arrivalMethod: 'Tren',
      flightNumber: 'IB3456',
      accessType: 'Caja de llaves',
      keyStatus: 'Pendiente',
      accessCode1: '1234',
      callbackMessages: ['Llamar antes de las 20:00'],
    });
  });
});

describe('GET /api/rooms/roomdetails/{monitorId}', () => {
  it("shows the guest now in the room: the confirmed stay holding the server's now, else null", async () => {
    const details = async () => (await demo.as('manager', { method: 'GET', url: `/api/rooms/roomdetails/${ownMonitorId}` })).json();
    // The test clock says 2026-03-02T09:00Z.
    await demo.server.db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.roomId, ownRoomId));
    expect((await details()).currentBooking).toBeNull();
    await create('customer', form({ status: 'Unconfirmed', guest: { firstName: 'Nadie' } }));
    expect((await details()).currentBooking).toBeNull();
    const id = await create('customer', form({ guest: { firstName: 'Hugo', lastName: 'Vidal', phone: '+34611223344', language: 'es' }, pax: 3 }));
    expect((await details()).currentBooking).toEqual({
      _id: id,
      guest: { firstName: 'Hugo', lastName: 'Vidal', phone: '+34611223344', language: 'es' },
      checkIn: '2026-03-01T15:00:00.000Z',
      checkOut: '2026-03-04T11:00:00.000Z',
      pax: 3,
    });
    demo.server.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await details()).currentBooking).toBeNull();
  });
});

describe('the demo bookings', () => {
  it('put guests with phones in two demo rooms now, and past and coming stays around them', async () => {
    const demoRooms = await demo.server.db.select({ id: rooms.id, name: rooms.name }).from(rooms);
    const roomId = (name: string) => demoRooms.find((room) => room.name === name)?.id ?? '';
    const now = new Date();
    expect((await currentBooking(demo.server.db, roomId('Ático Malagueta'), now))?.guestPhone).toBe('+447700900123');
    expect((await currentBooking(demo.server.db, roomId('Estudio Soho'), now))?.guestLanguage).toBe('de');
    expect(await currentBooking(demo.server.db, roomId('Casa Pedregalejo'), now)).toBeNull();
    const list = (await demo.as('customer', { method: 'GET', url: '/api/bookings?search=BDM-20&limit=25' })).json();
    expect(list.totalBookings).toBe(12);
    const statuses = new Set(list.bookings.map((booking: { status: string }) => booking.status));
    expect(statuses).toEqual(new Set(['Confirmed', 'Cancelled', 'Unconfirmed', 'Unknown']));
  });

  it('have a guest checking in and one checking out today (UTC), and a cancelled arrival today', async () => {
    const midnight = new Date();
    midnight.setUTCHours(0, 0, 0, 0);
    const today = `From=${midnight.toISOString()}&To=${new Date(midnight.getTime() + 24 * 60 * 60 * 1000).toISOString()}`;
    const names = async (filters: string) =>
      (await demo.as('customer', { method: 'GET', url: `/api/bookings?search=BDM-&sortKey=reservationNumber&${filters}` }))
        .json()
        .bookings.map((booking: { guest: { lastName: string } }) => booking.guest.lastName);
    expect(await names(today.replaceAll(/(From|To)=/g, 'checkIn$1='))).toEqual(['Jansen', 'Becker']);
    expect(await names(`onlyConfirmed=true&${today.replaceAll(/(From|To)=/g, 'checkIn$1=')}`)).toEqual(['Becker']);
    expect(await names(`onlyConfirmed=true&${today.replaceAll(/(From|To)=/g, 'checkOut$1=')}`)).toEqual(['Herrera']);
  });
});
