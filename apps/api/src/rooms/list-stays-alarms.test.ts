// The rooms list's cards show each room's guest and alarms (spec §2) from the list answer itself: the
// stay the room is in (else the next confirmed one) and the number of active alarms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { alarms } from '../db/schema/alarms.ts';
import { bookings } from '../db/schema/bookings.ts';
import { rooms } from '../db/schema/rooms.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const hour = 60 * 60 * 1000;
/** Hours from the server's (test) clock. */
const inHours = (hours: number) => new Date(demo.server.clock.now().getTime() + hours * hour);

async function room(name: string): Promise<string> {
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name, ownerId: demo.accounts.get('customer')?.id ?? '', monitorId: `STAY-${name}` })
    .returning();
  if (!row) throw new Error('no room');
  return row.id;
}

async function booking(
  roomId: string,
  guestFirstName: string,
  checkIn: Date,
  checkOut: Date,
  status: 'Confirmed' | 'Cancelled' = 'Confirmed',
  deletedAt: Date | null = null,
) {
  await demo.server.db.insert(bookings).values({ roomId, guestFirstName, guestLastName: 'Prueba', checkIn, checkOut, status, pax: 2, deletedAt });
}

async function activeAlarm(roomId: string, type: 'sound' | 'smoking' | 'occupancy') {
  const at = inHours(-0.2);
  await demo.server.db.insert(alarms).values({ roomId, monitorId: 'STAY', type, level: 'high', name: 'Sala', createdAt: at, lastTriggeredAt: at, peak: 80 });
}

interface ListedRoom {
  name: string;
  activeAlarms: number;
  stay?: { guestName: string; checkIn: string; checkOut: string; current: boolean };
}

async function listed(): Promise<Map<string, ListedRoom>> {
  const response = await demo.as('customer', { method: 'GET', url: '/api/rooms?search=Estancia&limit=25' });
  expect(response.statusCode).toBe(200);
  return new Map((response.json() as { rooms: ListedRoom[] }).rooms.map((item) => [item.name, item]));
}

describe('GET /api/rooms: the guest and the alarms of each room', () => {
  it('answers the stay the room is in, else the next one, never an ended, cancelled or deleted one', async () => {
    const occupied = await room('Estancia ocupada');
    await booking(occupied, 'Ana', inHours(-30), inHours(-6));
    await booking(occupied, 'Bea', inHours(-6), inHours(20));
    await booking(occupied, 'Carla', inHours(30), inHours(60));
    const coming = await room('Estancia llegada');
    await booking(coming, 'Dora', inHours(-50), inHours(-2));
    await booking(coming, 'Elena', inHours(5), inHours(40));
    const empty = await room('Estancia vacía');
    await booking(empty, 'Fina', inHours(-3), inHours(3), 'Cancelled');
    await booking(empty, 'Gala', inHours(-3), inHours(3), 'Confirmed', inHours(-1));

    const list = await listed();
    expect(list.get('Estancia ocupada')?.stay).toMatchObject({ guestName: 'Bea Prueba', current: true });
    const next = list.get('Estancia llegada')?.stay;
    expect(next).toMatchObject({ guestName: 'Elena Prueba', current: false });
    expect(Math.abs(Date.parse(next?.checkIn ?? '') - inHours(5).getTime())).toBeLessThan(60_000);
    expect(list.get('Estancia vacía')).not.toHaveProperty('stay');
  });

  it('counts the active alarms, not the resolved ones', async () => {
    const loud = await room('Estancia ruidosa');
    await activeAlarm(loud, 'sound');
    await activeAlarm(loud, 'smoking');
    await demo.server.db.insert(alarms).values({
      roomId: loud,
      monitorId: 'STAY',
      type: 'occupancy',
      level: 'medium',
      name: 'Sala',
      createdAt: inHours(-5),
      lastTriggeredAt: inHours(-5),
      peak: 14,
      state: 'resolved',
      resolvedAt: inHours(-4),
    });

    const list = await listed();
    expect(list.get('Estancia ruidosa')?.activeAlarms).toBe(2);
    expect(list.get('Estancia vacía')?.activeAlarms).toBe(0);
  });
});
