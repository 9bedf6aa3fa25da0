// The authorization matrix of docs/permissions.md: every route that needs a session × the six demo
// roles × an object of the caller's own customer, of another customer, and of Sereno's staff. The
// routes come from the OpenAPI document, so a new route without an entry fails the first test.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { can, isAction, roles, type Action, type Role } from '@sereno/validation';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMatrix } from '../../test/access/account.ts';
import { alarmsMatrix } from '../../test/access/alarms.ts';
import { addressMatrix } from '../../test/access/address.ts';
import { bookingsMatrix } from '../../test/access/bookings.ts';
import { customersMatrix } from '../../test/access/customers.ts';
import { devicesMatrix } from '../../test/access/devices.ts';
import { factoryMatrix } from '../../test/access/factory.ts';
import { integrationsMatrix } from '../../test/access/integrations.ts';
import { monitorsMatrix } from '../../test/access/monitors.ts';
import { notificationsMatrix } from '../../test/access/notifications.ts';
import { fresh, targets, type RouteCase, type Subject, type Target } from '../../test/access/matrix.ts';
import { presetsMatrix } from '../../test/access/presets.ts';
import { protocolsMatrix } from '../../test/access/protocols.ts';
import { roomsMatrix } from '../../test/access/rooms.ts';
import { thirdPartiesMatrix } from '../../test/access/third-parties.ts';
import { tasksMatrix } from '../../test/access/tasks.ts';
import { usersMatrix } from '../../test/access/users.ts';
import { webhooksMatrix } from '../../test/access/webhooks.ts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { users } from '../db/schema/users.ts';

const matrix: readonly RouteCase[] = [
  ...accountMatrix,
  ...usersMatrix,
  ...customersMatrix,
  ...integrationsMatrix,
  ...monitorsMatrix,
  ...alarmsMatrix,
  ...roomsMatrix,
  ...bookingsMatrix,
  ...tasksMatrix,
  ...addressMatrix,
  ...devicesMatrix,
  ...factoryMatrix,
  ...thirdPartiesMatrix,
  ...webhooksMatrix,
  ...notificationsMatrix,
  ...protocolsMatrix,
  ...presetsMatrix,
];

let demo: DemoServer;
/** Uploaded files (the protocol cards') go to a folder of this run. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'sereno-matrix-'));
beforeAll(async () => {
  demo = await startDemoServer({ SERENO_DATA_DIR: dataDir });
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The status of a never-ending response, read over a real connection that is then dropped. */
async function streamingStatus(role: Role, options: InjectOptions): Promise<number> {
  const base = demo.app.server.listening
    ? `http://127.0.0.1:${(demo.app.server.address() as AddressInfo).port}`
    : await demo.app.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const response = await fetch(`${base}${options.url as string}`, {
    method: options.method as string,
    headers: { cookie: demo.cookieOf(role) },
    signal: controller.signal,
  });
  controller.abort();
  return response.status;
}

/** A new account to act on, so that each case starts from the same state (its password is never checked). */
async function subjectOf(target: Target): Promise<Subject> {
  const username = fresh();
  const customerId = target === 'ownCustomer' ? demo.ownCustomerId : target === 'otherCustomer' ? demo.otherCustomerId : null;
  const [row] = await demo.server.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      name: 'Objetivo',
      role: target === 'staff' ? 'admin' : 'customer',
      customerId,
      passwordHash: 'not-a-hash',
    })
    .returning();
  return { id: row?.id ?? '', username, customerId };
}

describe('the authorization matrix (docs/permissions.md; ASVS V8.2.1, V8.2.2)', () => {
  it('has one entry for every route that needs a session', async () => {
    const document = (await demo.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const secured = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        // Devices' routes (their own token, docs/devices.md) are not session routes.
        .filter(([, operation]) =>
          operation.security?.some((requirement) => typeof requirement === 'object' && requirement !== null && 'session' in requirement),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(matrix.map((entry) => entry.route).sort()).toEqual(secured.sort());
  });

  /**
   * A second action a route's case needs beyond the route's own: the room it creates has another
   * owner; the device it creates is given an owner, or the one it acts on is owned and in a room.
   */
  const casesAlsoNeed: Record<string, Action> = {
    'POST /api/rooms': 'rooms.chooseOwner',
    'POST /api/devices': 'devices.place',
    'DELETE /api/devices/{id}': 'devices.place',
    'POST /api/devices/{id}/token': 'devices.place',
  };
  it("refuses (403 on every object) exactly the roles the policy denies the route's action", async () => {
    const document = (await demo.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-sereno-action'?: unknown }>>;
    }>();
    const actionOf = (route: string): unknown => {
      const [method = '', path = ''] = route.split(' ');
      return document.paths[path]?.[method.toLowerCase()]?.['x-sereno-action'];
    };
    const disagreements = matrix.flatMap((entry) => {
      const action = actionOf(entry.route);
      const refused = roles.filter((role) => entry.decisions[role].every((decision) => decision === 403));
      const needed = [action, casesAlsoNeed[entry.route]].filter(isAction);
      const denied = roles.filter((role) => needed.some((each) => !can(role, each)));
      return JSON.stringify(refused) === JSON.stringify(denied) ? [] : [{ route: entry.route, action, refused, denied }];
    });
    expect(disagreements).toEqual([]);
  });

  it('answers 401 with the error shape to every one of them without a session', async () => {
    const subject = await subjectOf('ownCustomer');
    for (const entry of matrix) {
      // Without a session nothing streams: inject sees the whole 401.
      const response = await demo.app.inject(await entry.request(subject, 'admin', demo));
      expect(response.statusCode, entry.route).toBe(401);
      expect(Object.keys(response.json<object>()).sort(), entry.route).toEqual(['message', 'statusCode', 'timestamp']);
    }
  });

  const cases = matrix.flatMap((entry) =>
    roles.flatMap((role) =>
      targets.map((target, index) => {
        const decision = entry.decisions[role][index];
        if (decision === undefined) throw new Error(`${entry.route} has no decision for ${role} on ${target}`);
        return { entry, role, target, decision };
      }),
    ),
  );
  it.each(cases.map((item) => [item.entry.route, item.role, item.target, item.decision, item] as const))(
    '%s as %s on an object of %s → %s',
    async (...args) => {
      const { entry, role, target, decision } = args[4];
      const subject = await subjectOf(target);
      const options = await entry.request(subject, role, demo);
      if (entry.streaming) {
        expect(await streamingStatus(role, options)).toBe(decision);
        return;
      }
      const response = await demo.as(role, options);
      if (decision === 'listed' || decision === 'hidden') {
        expect(response.statusCode).toBe(200);
        const ids = entry.itemIds?.(response.json()) ?? [];
        expect(ids.includes(subject.id)).toBe(decision === 'listed');
      } else {
        expect(response.statusCode, response.body).toBe(decision);
        if (decision >= 400) expect(Object.keys(response.json<object>()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
      }
      if (response.statusCode < 300) {
        for (const value of (await entry.unseen?.(subject, role, demo)) ?? []) if (value !== null) expect(response.body).not.toContain(JSON.stringify(value));
      }
    },
  );
});
