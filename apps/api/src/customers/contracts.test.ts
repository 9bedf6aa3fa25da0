// A customer's contracts after onboarding, through the real server on the demo's database: staff add
// a contract and change its licences; a licence rooms hold is never removed nor brought below them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import type { z } from 'zod';
import { auditLog } from '../db/schema/audit.ts';
import type { serviceContractUsageSchema } from './responses.ts';

/** A contract as the API answers it, with each licence's use. */
type Contract = z.infer<typeof serviceContractUsageSchema>;

let demo: DemoServer;
let demoCustomerId: string;
let customerUserId: string;
beforeAll(async () => {
  demo = await startDemoServer();
  const customer = demo.accounts.get('customer');
  demoCustomerId = customer?.customerId ?? '';
  customerUserId = customer?.id ?? '';
});
afterAll(() => demo.close());

/** A customer of its own, with one contract of one licence, as staff onboard it. */
async function newCustomer(tag: string): Promise<{ customerId: string; userId: string }> {
  const created = await demo.as('admin', {
    method: 'POST',
    url: '/api/customers',
    payload: {
      customer: { companyName: `Casas ${tag} S.L.`, disconnectionNotificationEnabled: true, thirdPartyServices: [] },
      user: { username: `casas.${tag}`, email: `hola@${tag}.example.com`, name: 'Eva Gil', password: 'Correct#Horse1' },
      serviceContracts: [{ name: 'Contrato 2026', licenses: [{ name: 'Sereno Sonido', qty: 2 }] }],
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json();
}

const contractsOf = async (userId: string): Promise<Contract[]> =>
  (await demo.as('admin', { method: 'GET', url: `/api/customers/service-contracts/user?userId=${userId}` })).json<{ serviceContracts: Contract[] }>()
    .serviceContracts;

describe('POST /api/customers/{id}/service-contracts', () => {
  it('adds a contract whose licences the customer can use at once; the audit log says who', async () => {
    const { customerId, userId } = await newCustomer('alta');
    const added = await demo.as('controller', {
      method: 'POST',
      url: `/api/customers/${customerId}/service-contracts`,
      payload: {
        name: 'Ampliación verano',
        licenses: [
          { name: 'Sereno Humo', qty: 3 },
          { name: 'Sereno Sonido', qty: 1, activo: false },
        ],
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Ampliación verano',
      licenses: [
        { name: 'Sereno Humo', total: 3, used: 0, available: 3, activo: true, family: 'sereno-s1' },
        { name: 'Sereno Sonido', total: 1, used: 0, available: 0, activo: false },
      ],
    });
    // Both were signed at the test clock's same instant: their order is not the point here.
    expect((await contractsOf(userId)).map((contract) => contract.name).sort()).toEqual(['Ampliación verano', 'Contrato 2026']);
    const entries = await demo.server.db.select().from(auditLog).where(eq(auditLog.targetId, customerId));
    expect(entries.map((entry) => [entry.action, entry.actorUsername])).toContainEqual(['contract.create', 'controller']);
  });

  it('refuses a contract without licences or with a broken quantity (400), and adds nothing', async () => {
    const { customerId, userId } = await newCustomer('vacio');
    const empty = await demo.as('admin', { method: 'POST', url: `/api/customers/${customerId}/service-contracts`, payload: { name: 'Nada', licenses: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'licenses: Campo requerido' });
    const half = await demo.as('admin', {
      method: 'POST',
      url: `/api/customers/${customerId}/service-contracts`,
      payload: { name: 'Medio', licenses: [{ name: 'Sonido', qty: 1.5 }] },
    });
    expect(half.statusCode).toBe(400);
    expect(await contractsOf(userId)).toHaveLength(1);
  });
});

describe('PUT /api/customers/{id}/service-contracts/{contractId}', () => {
  it('renames the contract, changes a licence, adds one and removes an unused one', async () => {
    const { customerId, userId } = await newCustomer('cambio');
    const [contract] = await contractsOf(userId);
    const sound = contract?.licenses[0];
    const changed = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/${customerId}/service-contracts/${contract?._id}`,
      payload: {
        name: 'Contrato 2026 (renovado)',
        licenses: [
          { _id: sound?._id, name: 'Sereno Sonido', qty: 6, activo: true },
          { name: 'Sereno Aire', qty: 2 },
        ],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      _id: contract?._id,
      name: 'Contrato 2026 (renovado)',
      licenses: [
        { name: 'Sereno Aire', total: 2, available: 2 },
        { _id: sound?._id, name: 'Sereno Sonido', total: 6, available: 6 },
      ],
    });

    const air = changed.json<Contract>().licenses.find((licence) => licence.name === 'Sereno Aire');
    const removed = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/${customerId}/service-contracts/${contract?._id}`,
      payload: { name: 'Contrato 2026 (renovado)', licenses: [{ _id: air?._id, name: 'Sereno Aire', qty: 2, activo: false }] },
    });
    expect(removed.statusCode).toBe(200);
    expect((await contractsOf(userId))[0]?.licenses).toMatchObject([{ name: 'Sereno Aire', activo: false, available: 0 }]);
    const entries = await demo.server.db.select().from(auditLog).where(eq(auditLog.targetId, customerId));
    expect(entries.filter((entry) => entry.action === 'contract.update')).toHaveLength(2);
  });

  it('keeps every licence that rooms hold: neither removed nor below their number (409, told in the language asked)', async () => {
    const [contract] = (await contractsOf(customerUserId)).filter((candidate) => candidate.name === 'Contrato 2026');
    const sound = contract?.licenses.find((licence) => licence.name === 'Sereno Sonido');
    expect(sound?.used).toBeGreaterThan(0);
    const others = (contract?.licenses ?? [])
      .filter((licence) => licence !== sound)
      .map(({ _id, name, qty, activo, family }) => ({ _id, name, qty, activo, family }));
    const url = `/api/customers/${demoCustomerId}/service-contracts/${contract?._id}`;

    const lowered = await demo.as('admin', {
      method: 'PUT',
      url,
      payload: { name: 'Contrato 2026', licenses: [...others, { _id: sound?._id, name: 'Sereno Sonido', qty: (sound?.used ?? 0) - 1 }] },
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().message).toBe(`La licencia Sereno Sonido la tienen ${sound?.used} salas: no puede quitarse ni bajar de ${sound?.used}`);

    const dropped = await demo.as('admin', { method: 'PUT', url, headers: { 'accept-language': 'en' }, payload: { name: 'Otro nombre', licenses: others } });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().message).toBe(`${sound?.used} rooms hold the licence Sereno Sonido: it cannot be removed or go below ${sound?.used}`);
    expect((await contractsOf(customerUserId)).find((candidate) => candidate._id === contract?._id)).toEqual(contract);

    const exactly = await demo.as('admin', {
      method: 'PUT',
      url,
      payload: { name: 'Contrato 2026', licenses: [...others, { _id: sound?._id, name: 'Sereno Sonido', qty: sound?.used }] },
    });
    expect(exactly.statusCode).toBe(200);
    expect(exactly.json<Contract>().licenses.find((licence) => licence._id === sound?._id)).toMatchObject({ total: sound?.used, available: 0 });
  });

  it("answers 404 for another customer's contract or an unknown one, and 400 for a licence of another contract", async () => {
    const mine = await newCustomer('propio');
    const theirs = await newCustomer('ajeno');
    const [myContract] = await contractsOf(mine.userId);
    const [theirContract] = await contractsOf(theirs.userId);
    const payload = { name: 'X', licenses: [{ name: 'Sereno Sonido', qty: 1 }] };
    const crossed = await demo.as('admin', { method: 'PUT', url: `/api/customers/${mine.customerId}/service-contracts/${theirContract?._id}`, payload });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('El contrato no existe');
    const unknownCustomer = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/00000000-0000-4000-8000-000000000000/service-contracts/${myContract?._id}`,
      payload,
    });
    expect(unknownCustomer.statusCode).toBe(404);
    const foreignLine = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/${mine.customerId}/service-contracts/${myContract?._id}`,
      payload: { name: 'X', licenses: [{ _id: theirContract?.licenses[0]?._id, name: 'Robada', qty: 9 }] },
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json().message).toBe('Una de las licencias no es de este contrato');
    expect(await contractsOf(theirs.userId)).toEqual([theirContract]);
    expect(await contractsOf(mine.userId)).toEqual([myContract]);
  });
});

describe('who may change contracts', () => {
  it.each(['customer', 'manager', 'fieldServiceAgents'] as const)('the %s may not (403), and nothing changes', async (role) => {
    const [contract] = await contractsOf(customerUserId);
    const added = await demo.as(role, {
      method: 'POST',
      url: `/api/customers/${demoCustomerId}/service-contracts`,
      payload: { name: 'Regalo', licenses: [{ name: 'Sereno Sonido', qty: 100 }] },
    });
    expect(added.statusCode).toBe(403);
    const changed = await demo.as(role, {
      method: 'PUT',
      url: `/api/customers/${demoCustomerId}/service-contracts/${contract?._id}`,
      payload: { name: 'Regalo', licenses: [{ name: 'Sereno Sonido', qty: 100 }] },
    });
    expect(changed.statusCode).toBe(403);
    expect((await contractsOf(customerUserId)).map((candidate) => candidate.name)).not.toContain('Regalo');
  });

  it('nobody without a session (401)', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: `/api/customers/${demoCustomerId}/service-contracts`,
      payload: { name: 'Regalo', licenses: [{ name: 'Sereno Sonido', qty: 1 }] },
    });
    expect(response.statusCode).toBe(401);
  });
});
