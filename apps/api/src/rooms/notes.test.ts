// A room's notes through HTTP on the demo data (PGlite, and PostgreSQL when one answers): written by
// anyone who reads the room, signed with the author and time, newest first, 5000 characters at most.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

let sequence = 0;

async function roomOf(ownerId: string, managerId: string | null = null): Promise<RoomRow> {
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: `Notas ${++sequence}`, ownerId, managerId })
    .returning();
  if (!row) throw new Error('no room');
  return row;
}

const customerId = () => demo.accounts.get('customer')?.id ?? '';

describe('a room’s notes', () => {
  it('are written by those who read the room, signed, and read back newest first', async () => {
    const room = await roomOf(customerId(), demo.accounts.get('manager')?.id ?? null);
    const first = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: '  La llave está en recepción.  ' } });
    expect(first.statusCode, first.body).toBe(201);
    const customer = demo.accounts.get('customer');
    expect(first.json()).toMatchObject({ text: 'La llave está en recepción.', authorId: customer?.id, authorName: customer?.name });
    expect(Number.isNaN(Date.parse(first.json().createdAt))).toBe(false);

    // The night agent writes on it too, a minute later.
    demo.server.clock.advance(60_000);
    const second = await demo.as('fieldServiceAgents', {
      method: 'POST',
      url: `/api/rooms/${room.id}/notes`,
      payload: { text: 'Vecino avisado a las 02:10.' },
    });
    expect(second.statusCode).toBe(201);

    const read = await demo.as('manager', { method: 'GET', url: `/api/rooms/${room.id}/notes` });
    expect(read.statusCode).toBe(200);
    expect(read.json().notes.map((note: { text: string }) => note.text)).toEqual(['Vecino avisado a las 02:10.', 'La llave está en recepción.']);
    expect(read.json().notes[0].authorName).toBe(demo.accounts.get('fieldServiceAgents')?.name);

    const audited = await demo.server.db.select().from(auditLog).where(eq(auditLog.targetId, room.id));
    expect(audited.filter((entry) => entry.action === 'room.note')).toHaveLength(2);
  });

  it('take 5000 characters and no more, and never an empty text', async () => {
    const room = await roomOf(customerId());
    const longest = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: 'a'.repeat(5000) } });
    expect(longest.statusCode).toBe(201);
    const tooLong = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: 'a'.repeat(5001) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('5000');
    const empty = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect(empty.json().message).toContain('Campo requerido');
  });

  it('are nobody’s business who does not see the room', async () => {
    const room = await roomOf(demo.accounts.get('admin')?.id ?? '');
    const read = await demo.as('customer', { method: 'GET', url: `/api/rooms/${room.id}/notes` });
    expect(read.statusCode).toBe(404);
    const write = await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: 'Hola' } });
    expect(write.statusCode).toBe(404);
    const factory = await demo.as('manufacturer', { method: 'GET', url: `/api/rooms/${room.id}/notes` });
    expect(factory.statusCode).toBe(403);
    const notAnId = await demo.as('admin', { method: 'GET', url: '/api/rooms/nope/notes' });
    expect(notAnId.statusCode).toBe(400);
  });

  it('go with their room', async () => {
    const room = await roomOf(customerId());
    await demo.as('customer', { method: 'POST', url: `/api/rooms/${room.id}/notes`, payload: { text: 'Se va con la sala' } });
    await demo.server.db.delete(rooms).where(eq(rooms.id, room.id));
    const answer = await demo.as('admin', { method: 'GET', url: `/api/rooms/${room.id}/notes` });
    expect(answer.statusCode).toBe(404);
  });
});
