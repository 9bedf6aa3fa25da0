import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { insertUser } from '../users/service.ts';
import { applicationKeyMatches, hashApplicationKey } from './keys.ts';
import { userIntegrations } from '../db/schema/applications.ts';

interface Integration {
  _id: string;
  userId: string;
  applicationName: string;
  applicationId: string;
  createdAt: string;
  applicationKey?: string;
}

let demo: DemoServer;
let customerId: string;
let colleagueId: string;
let strangerId: string;
beforeAll(async () => {
  demo = await startDemoServer();
  customerId = demo.accounts.get('customer')?.id ?? '';
  colleagueId = (
    await insertUser(demo.server.db, {
      username: 'colega',
      email: 'colega@brisadelmar.example.com',
      name: 'Colega',
      role: 'manager',
      customerId: demo.ownCustomerId,
      password: 'Correct#Horse1',
    })
  ).id;
  strangerId = (
    await insertUser(demo.server.db, {
      username: 'extrana',
      email: 'extrana@picosverdes.example.com',
      name: 'Extraña',
      role: 'customer',
      customerId: demo.otherCustomerId,
      password: 'Correct#Horse1',
    })
  ).id;
});
afterAll(() => demo.close());

const create = (role: Parameters<DemoServer['as']>[0], payload: object) => demo.as(role, { method: 'POST', url: '/api/users/integrations', payload });
const list = async (role: Parameters<DemoServer['as']>[0], userId: string) => {
  const response = await demo.as(role, { method: 'GET', url: `/api/users/${userId}/integrations` });
  expect(response.statusCode).toBe(200);
  return response.json<{ integrations: Integration[] }>().integrations;
};

describe('user integrations', () => {
  it('creates an application for the caller and shows its key once; only the hash is stored', async () => {
    const response = await create('customer', { applicationName: '  Mi PMS  ' });
    expect(response.statusCode).toBe(201);
    const created = response.json<Integration>();
    expect(created).toMatchObject({
      userId: customerId,
      applicationName: 'Mi PMS',
      applicationId: expect.stringMatching(/^app_/),
      applicationKey: expect.stringMatching(/^sk_[\w-]{43}$/),
    });
    const listed = await list('customer', customerId);
    expect(listed).toEqual([
      { _id: created._id, userId: customerId, applicationName: 'Mi PMS', applicationId: created.applicationId, createdAt: created.createdAt },
    ]);
    const [row] = await demo.server.db.select().from(userIntegrations).where(eq(userIntegrations.id, created._id));
    expect(JSON.stringify(row)).not.toContain(created.applicationKey);
    expect(row?.keyHash).toBe(hashApplicationKey(created.applicationKey ?? ''));
    expect(applicationKeyMatches(created.applicationKey ?? '', row?.keyHash ?? '')).toBe(true);
    expect(applicationKeyMatches(`${created.applicationKey}x`, row?.keyHash ?? '')).toBe(false);
  });

  it('renames and deletes; each write is in the audit log; a deleted one answers 404', async () => {
    const { _id: id } = (await create('customer', { applicationName: 'Temporal' })).json<Integration>();
    const renamed = await demo.as('customer', { method: 'PUT', url: `/api/users/integrations/${id}`, payload: { applicationName: 'Channel manager' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: id, applicationName: 'Channel manager' });
    expect(renamed.json()).not.toHaveProperty('applicationKey');
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/users/integrations/${id}` })).statusCode).toBe(204);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/users/integrations/${id}` })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'PUT', url: `/api/users/integrations/${id}`, payload: { applicationName: 'x' } })).json().message).toBe(
      'La integración no existe',
    );
    const entries = await demo.server.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => `${entry.actorUsername} ${entry.action}`).sort()).toEqual([
      'customer integration.create',
      'customer integration.delete',
      'customer integration.update',
    ]);
  });

  it("lets a customer act for its own customer's people, never for another customer's (404)", async () => {
    const forColleague = await create('customer', { applicationName: 'Limpiezas', userId: colleagueId });
    expect(forColleague.statusCode).toBe(201);
    expect((await list('customer', colleagueId)).map((item) => item.applicationName)).toEqual(['Limpiezas']);
    expect((await create('customer', { applicationName: 'x', userId: strangerId })).statusCode).toBe(404);
    expect((await demo.as('customer', { method: 'GET', url: `/api/users/${strangerId}/integrations` })).statusCode).toBe(404);
    const strangers = (await create('admin', { applicationName: 'Ajena', userId: strangerId })).json<Integration>();
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/users/integrations/${strangers._id}` })).statusCode).toBe(404);
    expect((await list('admin', strangerId)).map((item) => item.applicationName)).toEqual(['Ajena']);
  });

  it("lets a controller read an administrator's applications but not change them (403); other roles only touch their own", async () => {
    const adminId = demo.accounts.get('admin')?.id ?? '';
    const adminApp = (await create('admin', { applicationName: 'Monitorización' })).json<Integration>();
    expect((await list('controller', adminId)).map((item) => item.applicationName)).toEqual(['Monitorización']);
    expect((await demo.as('controller', { method: 'PUT', url: `/api/users/integrations/${adminApp._id}`, payload: { applicationName: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await create('controller', { applicationName: 'x', userId: adminId })).statusCode).toBe(403);
    for (const role of ['fieldServiceAgents', 'manager', 'manufacturer'] as const) {
      expect((await create(role, { applicationName: `Propia de ${role}` })).statusCode, role).toBe(201);
      expect((await demo.as(role, { method: 'GET', url: `/api/users/${customerId}/integrations` })).statusCode, role).toBe(404);
      expect((await demo.as(role, { method: 'DELETE', url: `/api/users/integrations/${adminApp._id}` })).statusCode, role).toBe(404);
    }
  });

  it('asks for a name, and refuses ids that are not ids, with 400', async () => {
    const unnamed = await create('customer', { applicationName: '   ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('applicationName: Campo requerido');
    expect((await create('customer', { applicationName: 'x', userId: 'nope' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: '/api/users/nope/integrations' })).statusCode).toBe(400);
    expect((await demo.app.inject({ method: 'GET', url: `/api/users/${customerId}/integrations` })).statusCode).toBe(401);
  });
});
