import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { rooms } from '../db/schema/rooms.ts';
import { currentBooking } from './current.ts';
import { upsertImportedBooking, type ImportedBookingInput } from './imports.ts';
import { bookings } from '../db/schema/bookings.ts';

let database: OpenDatabase;
let roomId: string;
let otherRoomId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const inserted = await database.db
    .insert(rooms)
    .values([{ name: 'Ático Sol' }, { name: 'Bajo Luna' }])
    .returning({ id: rooms.id });
  roomId = inserted[0]!.id;
  otherRoomId = inserted[1]!.id;
});
afterAll(() => database?.close());

const reservation = (overrides: Partial<ImportedBookingInput> = {}): ImportedBookingInput => ({
  source: 'guesty',
  externalId: 'res-1',
  roomId,
  status: 'Confirmed',
  checkIn: new Date('2026-07-01T15:00:00Z'),
  checkOut: new Date('2026-07-05T10:00:00Z'),
  guest: { firstName: 'Ana', lastName: 'García', phone: '+34600111222', language: 'es' },
  pax: 2,
  billing: { totalCost: 480, vat: 48 },
  ...overrides,
});

describe('upsertImportedBooking', () => {
  it('creates a reservation once, then reports it unchanged, then updated when the PMS changes it', async () => {
    const { db } = database;
    expect(await db.transaction((tx) => upsertImportedBooking(tx, reservation()))).toBe('created');
    expect(await db.transaction((tx) => upsertImportedBooking(tx, reservation()))).toBe('unchanged');
    expect(await db.transaction((tx) => upsertImportedBooking(tx, reservation({ pax: 3 })))).toBe('updated');
    const rows = await db.select().from(bookings).where(eq(bookings.externalId, 'res-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pax: 3, source: 'guesty', pmsOrigin: 'Guesty', pmsReservationNumber: 'res-1', guestPhone: '+34600111222' });
  });

  it('imports a reservation once when two syncs bring it at the same time', async () => {
    const { db } = database;
    const input = reservation({ externalId: 'res-race' });
    const outcomes = await Promise.all([db.transaction((tx) => upsertImportedBooking(tx, input)), db.transaction((tx) => upsertImportedBooking(tx, input))]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await db.select().from(bookings).where(eq(bookings.externalId, 'res-race'))).toHaveLength(1);
  });

  it("takes the PMS's currency, in capitals; a reservation that names none keeps the booking's (EUR when new)", async () => {
    const { db } = database;
    const currencyOf = async (externalId: string) => (await db.select().from(bookings).where(eq(bookings.externalId, externalId)))[0]?.currency;
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-money', currency: 'usd' }))).toBe('created');
    expect(await currencyOf('res-money')).toBe('USD');
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-money', currency: 'USD' }))).toBe('unchanged');
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-money' }))).toBe('unchanged');
    expect(await currencyOf('res-money')).toBe('USD');
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-money', currency: 'GBP' }))).toBe('updated');
    expect(await currencyOf('res-money')).toBe('GBP');
    // Not a code: not written, so the check of the column never fails a sync.
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-no-money', currency: '€' }))).toBe('created');
    expect(await currencyOf('res-no-money')).toBe('EUR');
  });

  it('keeps the same id of another provider apart', async () => {
    expect(await upsertImportedBooking(database.db, reservation({ source: 'kross' }))).toBe('created');
  });

  it('leaves a booking the host deleted deleted', async () => {
    const { db } = database;
    await upsertImportedBooking(db, reservation({ externalId: 'res-deleted' }));
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.externalId, 'res-deleted'));
    expect(await upsertImportedBooking(db, reservation({ externalId: 'res-deleted', pax: 4 }))).toBe('updated');
    const [row] = await db.select().from(bookings).where(eq(bookings.externalId, 'res-deleted'));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.pax).toBe(4);
  });
});

describe('currentBooking', () => {
  it('finds the confirmed stay holding the instant: check-in included, check-out excluded', async () => {
    const { db } = database;
    await upsertImportedBooking(
      db,
      reservation({ externalId: 'stay-now', roomId: otherRoomId, guest: { firstName: 'John', phone: '+447700900123', language: 'en' } }),
    );
    await upsertImportedBooking(
      db,
      reservation({
        externalId: 'stay-cancelled',
        roomId: otherRoomId,
        status: 'Cancelled',
        checkIn: new Date('2026-08-01T15:00:00Z'),
        checkOut: new Date('2026-08-03T10:00:00Z'),
      }),
    );
    expect((await currentBooking(db, otherRoomId, new Date('2026-07-01T15:00:00Z')))?.guestFirstName).toBe('John');
    expect((await currentBooking(db, otherRoomId, new Date('2026-07-03T03:00:00Z')))?.guestPhone).toBe('+447700900123');
    expect(await currentBooking(db, otherRoomId, new Date('2026-07-05T10:00:00Z'))).toBeNull();
    expect(await currentBooking(db, otherRoomId, new Date('2026-07-01T14:59:59Z'))).toBeNull();
    expect(await currentBooking(db, otherRoomId, new Date('2026-08-02T12:00:00Z'))).toBeNull();
  });

  it('skips a deleted booking', async () => {
    const { db } = database;
    expect(await currentBooking(db, roomId, new Date('2026-07-02T12:00:00Z'))).not.toBeNull();
    await db.update(bookings).set({ deletedAt: new Date() }).where(eq(bookings.roomId, roomId));
    expect(await currentBooking(db, roomId, new Date('2026-07-02T12:00:00Z'))).toBeNull();
  });
});
