// docs/permissions.md, "Presets": a customer's settings presets are read by whoever reads the
// customer (staff any, a customer its own) and written by administrators, controllers and the
// customer; a room follows one through its settings (managers: the rooms they manage); bulk actions
// answer 200 with the rooms refused one by one (src/presets/presets.test.ts checks those).
import { randomUUID } from 'node:crypto';
import { standardPresetSettings } from '@sereno/validation';
import { rooms } from '../../src/db/schema/rooms.ts';
import { insertPreset } from '../../src/presets/queries.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type RouteCase, type Subject } from './matrix.ts';

const forbidden = everywhere(403);
/** Any customer; an administrator has none, so an id that names no customer or preset: 404. */
const staff = (success: number) => [success, success, 404] as const;
/** A customer's own. */
const ownOnly = (success: number) => [success, 404, 404] as const;

const readers = (success: number) => ({
  admin: staff(success),
  controller: staff(success),
  fieldServiceAgents: staff(success),
  manager: forbidden,
  customer: ownOnly(success),
  manufacturer: forbidden,
});
const writers = (success: number) => ({ ...readers(success), fieldServiceAgents: forbidden });

/** A new preset of the subject's customer; a random id for a subject without one. */
async function presetOf(subject: Subject, demo: DemoServer): Promise<string> {
  if (subject.customerId === null) return randomUUID();
  return (await insertPreset(demo.server.db, { customerId: subject.customerId, name: fresh('Ajuste '), settings: standardPresetSettings })).id;
}

/** A live room of the subject (for the own customer's subject, managed by the demo manager). */
async function roomOf(subject: Subject, demo: DemoServer): Promise<string> {
  const managerId = subject.customerId === demo.ownCustomerId ? (demo.accounts.get('manager')?.id ?? null) : null;
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: fresh('Sala '), ownerId: subject.id, managerId })
    .returning({ id: rooms.id });
  return row?.id ?? '';
}

const settings = { name: 'Ajuste', settings: standardPresetSettings };

export const presetsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/customers/{id}/presets',
    request: (subject) => ({ method: 'GET', url: `/api/customers/${subject.customerId ?? randomUUID()}/presets` }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/customers/{id}/presets',
    request: (subject) => ({ method: 'POST', url: `/api/customers/${subject.customerId ?? randomUUID()}/presets`, payload: settings }),
    decisions: writers(201),
  },
  {
    route: 'GET /api/presets/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/presets/${await presetOf(subject, demo)}` }),
    decisions: readers(200),
  },
  {
    route: 'PUT /api/presets/{id}',
    request: async (subject, _role, demo) => ({ method: 'PUT', url: `/api/presets/${await presetOf(subject, demo)}`, payload: settings }),
    decisions: writers(200),
  },
  {
    route: 'DELETE /api/presets/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/presets/${await presetOf(subject, demo)}` }),
    decisions: writers(204),
  },
  {
    // A preset of the room's customer (a room without one detaches: presetId null).
    route: 'PUT /api/rooms/{id}/preset',
    request: async (subject, _role, demo) => ({
      method: 'PUT',
      url: `/api/rooms/${await roomOf(subject, demo)}/preset`,
      payload: { presetId: subject.customerId === null ? null : await presetOf(subject, demo) },
    }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: forbidden,
      manager: [200, 404, 404],
      customer: [200, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    // One call for many rooms: a room the caller may not change is refused in the answer, not by its status.
    route: 'POST /api/rooms/bulk',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/rooms/bulk',
      payload: { action: 'nightAgent', nightAgent: true, roomIds: [await roomOf(subject, demo)] },
    }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: forbidden,
      manager: everywhere(200),
      customer: everywhere(200),
      manufacturer: forbidden,
    },
  },
];
