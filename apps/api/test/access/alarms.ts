// docs/permissions.md, "Alarms": the alarms of the rooms a caller may see. Each case acts on a new
// alarm of a new room owned by the subject (for the own customer's subject, managed by the demo
// manager), so a customer and a manager see their own customer's alarms, staff all, manufacturers none.
import { eq } from 'drizzle-orm';
import { alarms } from '../../src/db/schema/alarms.ts';
import { rooms } from '../../src/db/schema/rooms.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';

type Row = readonly [Decision, Decision, Decision];
const ownOnly = (success: Decision): Row => [success, 404, 404];
const readers = (success: Decision, elsewhere: Row = ownOnly(success)) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: everywhere(success),
  manager: elsewhere,
  customer: elsewhere,
  manufacturer: everywhere(403),
});
const listedOwnOnly: Row = ['listed', 'hidden', 'hidden'];

/** A room of the subject with one active noise alarm (and no notification: lists need showAll). */
async function alarmOf(subject: Subject, demo: DemoServer): Promise<{ roomId: string; alarmId: string }> {
  const managerId = subject.customerId === demo.ownCustomerId ? (demo.accounts.get('manager')?.id ?? null) : null;
  const monitorId = fresh('MAL-');
  const [room] = await demo.server.db
    .insert(rooms)
    .values({ name: fresh('Sala '), ownerId: subject.id, managerId, monitorId })
    .returning({ id: rooms.id });
  const at = new Date();
  const [alarm] = await demo.server.db
    .insert(alarms)
    .values({
      roomId: room?.id ?? '',
      monitorId,
      ownerId: subject.id,
      type: 'sound',
      level: 'medium',
      name: 'Sala',
      createdAt: at,
      lastTriggeredAt: at,
      peak: 70,
      stage: 'host',
    })
    .returning({ id: alarms.id });
  return { roomId: room?.id ?? '', alarmId: alarm?.id ?? '' };
}

/** The subject of the case running now: the statistics answer counts, not ids. */
let countedOwner = '';

export const alarmsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/alarms/paginated',
    request: async (subject, _role, demo) => {
      await alarmOf(subject, demo);
      return { method: 'GET', url: `/api/alarms/paginated?showAll=true&ownerId=${subject.id}` };
    },
    decisions: readers('listed', listedOwnOnly),
    itemIds: (body) => ((body as { alarms?: { ownerId?: string }[] }).alarms ?? []).map((alarm) => alarm.ownerId ?? ''),
  },
  {
    route: 'GET /api/alarms/statistics',
    request: async (subject, _role, demo) => {
      await alarmOf(subject, demo);
      countedOwner = subject.id;
      return { method: 'GET', url: `/api/alarms/statistics?ownerId=${subject.id}` };
    },
    decisions: readers('listed', listedOwnOnly),
    itemIds: (body) => ((body as { total?: number }).total === 1 ? [countedOwner] : []),
  },
  {
    route: 'GET /api/alarms/export.csv',
    request: async (subject, _role, demo) => {
      await alarmOf(subject, demo);
      return { method: 'GET', url: `/api/alarms/export.csv?showAll=true&ownerId=${subject.id}` };
    },
    // Which rows it holds: src/alarms/alarms.test.ts.
    decisions: readers(200, everywhere(200)),
  },
  {
    route: 'GET /api/alarms/export.xlsx',
    request: async (subject, _role, demo) => {
      await alarmOf(subject, demo);
      return { method: 'GET', url: `/api/alarms/export.xlsx?showAll=true&ownerId=${subject.id}` };
    },
    // Which rows it holds: src/alarms/alarms.test.ts.
    decisions: readers(200, everywhere(200)),
  },
  {
    route: 'GET /api/alarms/{roomId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/alarms/${(await alarmOf(subject, demo)).roomId}` }),
    decisions: readers(200),
  },
  {
    route: 'GET /api/alarms/{roomId}/range',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/alarms/${(await alarmOf(subject, demo)).roomId}/range` }),
    decisions: readers(200),
  },
  {
    route: 'GET /api/alarms/{id}/trail',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/alarms/${(await alarmOf(subject, demo)).alarmId}/trail` }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/alarms/{id}/acknowledge',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/alarms/${(await alarmOf(subject, demo)).alarmId}/acknowledge` }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/alarms/{id}/resolve',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/alarms/${(await alarmOf(subject, demo)).alarmId}/resolve` }),
    decisions: readers(200),
  },
  {
    route: 'PUT /api/alarms/{id}/false-alarm',
    request: async (subject, _role, demo) => ({
      method: 'PUT',
      url: `/api/alarms/${(await alarmOf(subject, demo)).alarmId}/false-alarm`,
      payload: { cause: 'doorSlam' },
    }),
    decisions: readers(200),
  },
  {
    route: 'DELETE /api/alarms/{id}/false-alarm',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/alarms/${(await alarmOf(subject, demo)).alarmId}/false-alarm` }),
    decisions: readers(200),
  },
  {
    // Demo mode's party: the demo's party flat, whatever the subject (only its simulated device can party).
    route: 'POST /api/dev/party/{roomId}',
    request: async (_subject, _role, demo) => {
      const [flat] = await demo.server.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.monitorId, 'SRN-0001'));
      return { method: 'POST', url: `/api/dev/party/${flat?.id ?? ''}`, payload: { minutes: 6 } };
    },
    decisions: {
      admin: everywhere(202),
      controller: everywhere(403),
      fieldServiceAgents: everywhere(403),
      manager: everywhere(403),
      customer: everywhere(403),
      manufacturer: everywhere(403),
    },
  },
];
