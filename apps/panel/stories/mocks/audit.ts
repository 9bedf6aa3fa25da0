// The audit log (GET /api/audit): the writes of a working day, newest first, and the log's filters
// (action, object, user, moments) applied as the server applies them.
import type { HttpHandler } from 'msw';
import { answer, type Asked, type SuccessBody } from './api.ts';
import { fromNow, room } from './fixtures.ts';
import { user } from './users.ts';

export type AuditPage = SuccessBody<'/api/audit', 'get'>;
export type AuditEntry = AuditPage['entries'][number];

/** An id whose first part differs from row to row, as real ids do (the page shows that part). */
const objectId = (n: number) => `${(0x3f2a9c1b + n * 0x1d3b7).toString(16).slice(-8)}-6c1e-4d2a-9b7f-${(0xa1b2c3d4e5f6 + n).toString(16)}`;

const day: readonly Pick<AuditEntry, 'action' | 'targetType' | 'rooms'>[] = [
  { action: 'preset.update', targetType: 'preset', rooms: 12 },
  { action: 'room.bulk', targetType: 'room', rooms: 12 },
  { action: 'user.create', targetType: 'user' },
  { action: 'alarm.acknowledge', targetType: 'alarm' },
  { action: 'alarm.resolve', targetType: 'alarm' },
  { action: 'room.settings', targetType: 'room' },
  { action: 'user.login', targetType: 'user' },
  { action: 'booking.create', targetType: 'booking' },
  { action: 'device.ota', targetType: 'device' },
  { action: 'customer.update', targetType: 'customer' },
  { action: 'task.update', targetType: 'task' },
  { action: 'user.disable', targetType: 'user' },
];

/** The n-th entry, newest first: a write by one of the staff or a customer, every 13 minutes. */
export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  const what = day[n % day.length] ?? { action: 'user.login', targetType: 'user' };
  const actor = user([0, 1, 5, 3][n % 4] ?? 0);
  const targetId = what.targetType === 'room' ? room(n % 5)._id : what.targetType === 'user' ? user(n % 7)._id : objectId(n);
  return {
    _id: objectId(1000 + n),
    actorId: actor._id,
    actorUsername: actor.username,
    action: what.action,
    targetType: what.targetType,
    targetId,
    at: fromNow(-(n + 1) * 13 * 60_000),
    ip: n % 3 === 0 ? '2a01:4f8:c17:9f2e::1' : `83.45.${(n * 7) % 255}.${(n * 13) % 255}`,
    ...(what.rooms === undefined ? {} : { rooms: what.rooms }),
    ...overrides,
  };
}

export const auditEntries = (count: number): AuditEntry[] => Array.from({ length: count }, (_, n) => auditEntry(n));

function auditAsked(list: AuditEntry[], { query }: Asked): AuditPage {
  const from = query.get('from');
  const to = query.get('to');
  const found = list.filter(
    (entry) =>
      (query.get('action') === null || entry.action === query.get('action')) &&
      (query.get('targetType') === null || entry.targetType === query.get('targetType')) &&
      (query.get('actorId') === null || entry.actorId === query.get('actorId')) &&
      (from === null || entry.at >= new Date(from).toISOString()) &&
      (to === null || entry.at < new Date(to).toISOString()),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 10);
  return { entries: found.slice(offset, offset + limit), totalEntries: found.length, totalPages: Math.max(1, Math.ceil(found.length / limit)) };
}

/** The audit log. */
export const auditLog = (list: AuditEntry[]): HttpHandler[] => [answer('get', '/api/audit', (asked) => auditAsked(list, asked))];
