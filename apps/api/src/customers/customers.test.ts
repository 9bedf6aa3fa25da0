import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';
import { customers } from '../db/schema/customers.ts';
import type { z } from 'zod';
import type { serviceContractsSchema } from './responses.ts';

/** The contracts as the API answers them, with each licence's use. */
type Contracts = z.infer<typeof serviceContractsSchema>;

let demo: DemoServer;
let customerUserId: string;
let otherCustomerUserId: string;
beforeAll(async () => {
  demo = await startDemoServer();
  customerUserId = demo.accounts.get('customer')?.id ?? '';
  otherCustomerUserId = (
    await insertUser(demo.server.db, {
      username: 'inaki',
      email: 'inaki@picosverdes.example.com',
      name: 'Iñaki',
      role: 'customer',
      customerId: demo.otherCustomerId,
      password: 'Correct#Horse1',
    })
  ).id;
});
afterAll(() => demo.close());

const form = {
  companyName: 'Apartamentos Brisa del Mar S.L.',
  contact: 'Carmen Ruiz',
  email: 'facturas@brisadelmar.example.com',
  phone: '+34952123456',
  vat: 'B29876543',
  city: 'Málaga',
  country: 'España',
  reportsEmail: 'a@brisadelmar.example.com,b@brisadelmar.example.com',
  reportsPhone: '+34600111222,+34600111333',
  disconnectionNotificationEnabled: false,
  thirdPartyServices: ['Guesty', 'Avantio'],
};

describe('GET /api/customers/user/{userId}', () => {
  it("answers the user's customer with its contracts and its live rooms; staff see origin and annotations", async () => {
    const response = await demo.as('admin', { method: 'GET', url: `/api/customers/user/${customerUserId}` });
    expect(response.statusCode).toBe(200);
    const { customer, rooms: customerRooms } = response.json();
    expect(customer).toMatchObject({
      _id: demo.ownCustomerId,
      companyName: 'Apartamentos Brisa del Mar S.L.',
      city: 'Málaga',
      disconnectionNotificationEnabled: true,
      origin: 'Feria FITUR 2025',
      annotations: 'Prefiere que las llamadas nocturnas vayan primero al gestor de guardia.',
      thirdPartyServices: ['Guesty'],
    });
    expect(
      customer.serviceContracts.map((contract: { name: string; licenses: { name: string }[] }) => [
        contract.name,
        contract.licenses.map((licence) => licence.name),
      ]),
    ).toEqual([
      ['Piloto 2025', ['Sereno Sonido (piloto)']],
      ['Contrato 2026', ['Sereno Humo', 'Sereno Sonido']],
    ]);
    expect(customerRooms).toHaveLength(10);
    expect(customerRooms.find((room: { name: string }) => room.name === 'Loft Centro Histórico')).toEqual({
      _id: expect.any(String),
      name: 'Loft Centro Histórico',
      address: 'Calle Granada, 40, 3º, 29015 Málaga',
      status: 'disconnected',
      licenseId: expect.any(String),
      serviceContractId: expect.any(String),
    });
  });

  it('says a room is connected while its device reported in the last 30 minutes, and leaves deleted rooms out', async () => {
    const now = demo.server.clock.now();
    await demo.server.db
      .update(rooms)
      .set({ lastSeenAt: new Date(now.getTime() - 29 * 60_000) })
      .where(eq(rooms.monitorId, 'SRN-0001'));
    await demo.server.db
      .update(rooms)
      .set({ lastSeenAt: new Date(now.getTime() - 31 * 60_000) })
      .where(eq(rooms.monitorId, 'SRN-0002'));
    const statuses = async () =>
      Object.fromEntries(
        (await demo.as('controller', { method: 'GET', url: `/api/customers/user/${customerUserId}` }))
          .json<{ rooms: { monitorId?: string; status: string }[] }>()
          .rooms.map((room) => [room.monitorId ?? 'none', room.status]),
      );
    expect(await statuses()).toMatchObject({ 'SRN-0001': 'connected', 'SRN-0002': 'disconnected', 'SRN-0003': 'disconnected', none: 'disconnected' });
    await demo.server.db.update(rooms).set({ deletedAt: now }).where(eq(rooms.monitorId, 'SRN-0003'));
    expect(Object.keys(await statuses())).not.toContain('SRN-0003');
    await demo.server.db.update(rooms).set({ deletedAt: null }).where(eq(rooms.monitorId, 'SRN-0003'));
  });

  it("hides staff's fields from the customer, and answers 404 for another customer's user as for an unknown one", async () => {
    const own = await demo.as('customer', { method: 'GET', url: `/api/customers/user/${customerUserId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().customer).not.toHaveProperty('origin');
    expect(own.json().customer).not.toHaveProperty('annotations');
    for (const id of [otherCustomerUserId, crypto.randomUUID()]) {
      const response = await demo.as('customer', { method: 'GET', url: `/api/customers/user/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('El usuario no existe');
    }
  });

  it('answers the spec\'s "customer missing" text for a user without a customer', async () => {
    const response = await demo.as('admin', { method: 'GET', url: `/api/customers/user/${demo.accounts.get('fieldServiceAgents')?.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('el usuario no tiene cliente asociado');
    const english = await demo.as('admin', {
      method: 'GET',
      url: `/api/customers/user/${demo.accounts.get('fieldServiceAgents')?.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('the user has no associated customer');
  });
});

describe('PUT /api/customers/{id}', () => {
  it('replaces the whole form: absent fields are cleared, annotations keep their first message; the audit log says who', async () => {
    const response = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/${demo.otherCustomerId}`,
      payload: {
        ...form,
        companyName: 'Casas Rurales Picos Verdes S.L.',
        origin: 'Web',
        annotations: [{ message: 'Cliente desde 2024' }, { message: 'segunda' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const customer = response.json();
    expect(customer).toMatchObject({
      companyName: 'Casas Rurales Picos Verdes S.L.',
      email: 'facturas@brisadelmar.example.com',
      origin: 'Web',
      annotations: 'Cliente desde 2024',
      thirdPartyServices: ['Guesty', 'Avantio'],
    });
    expect(customer).not.toHaveProperty('address');
    const [row] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.otherCustomerId));
    expect(row).toMatchObject({ address: null, state: null, annotations: 'Cliente desde 2024', reportsPhone: '+34600111222,+34600111333' });
    const entries = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.update'), eq(auditLog.targetId, demo.otherCustomerId)));
    expect(entries.map((entry) => entry.actorUsername)).toEqual(['admin']);
  });

  it("lets a customer change its own customer but keeps staff's fields as they were", async () => {
    const response = await demo.as('customer', { method: 'PUT', url: `/api/customers/${demo.ownCustomerId}`, payload: form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyName: form.companyName, reportsEmail: form.reportsEmail });
    const [row] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.ownCustomerId));
    expect(row).toMatchObject({
      origin: 'Feria FITUR 2025',
      annotations: 'Prefiere que las llamadas nocturnas vayan primero al gestor de guardia.',
      email: form.email,
    });
  });

  it('keeps the language of its messages (es, en), cleared when absent; refuses another', async () => {
    const url = `/api/customers/${demo.otherCustomerId}`;
    const english = await demo.as('admin', { method: 'PUT', url, payload: { ...form, language: 'en' } });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toMatchObject({ language: 'en' });
    const [row] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.otherCustomerId));
    expect(row?.language).toBe('en');
    expect((await demo.as('admin', { method: 'PUT', url, payload: { ...form, language: 'de' } })).statusCode).toBe(400);
    const cleared = await demo.as('admin', { method: 'PUT', url, payload: form });
    expect(cleared.json()).not.toHaveProperty('language');
  });

  it("refuses a customer's staff fields (403), another customer (404), and bad fields (400), changing nothing", async () => {
    const [before] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.ownCustomerId));
    const staffFields = await demo.as('customer', {
      method: 'PUT',
      url: `/api/customers/${demo.ownCustomerId}`,
      payload: { ...form, companyName: 'Otro', annotations: 'mía' },
    });
    expect(staffFields.statusCode).toBe(403);
    expect(staffFields.json().message).toBe('Solo el personal de Sereno puede cambiar el origen y las anotaciones del cliente');
    expect((await demo.as('customer', { method: 'PUT', url: `/api/customers/${demo.otherCustomerId}`, payload: form })).statusCode).toBe(404);
    const invalid = await demo.as('admin', {
      method: 'PUT',
      url: `/api/customers/${demo.ownCustomerId}`,
      payload: { ...form, companyName: ' ', reportsEmail: 'a@b.es, c@d.es' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('companyName: Campo requerido; reportsEmail: Deben ser emails válidos separados por comas, sin espacios');
    const [after] = await demo.server.db.select().from(customers).where(eq(customers.id, demo.ownCustomerId));
    expect(after).toEqual(before);
  });
});

describe('POST /api/customers', () => {
  const onboarding = (tag: string) => ({
    customer: { ...form, companyName: `Pisos ${tag} S.L.`, iban: 'ES91 2100 0418 4502 0005 1332' },
    user: { username: `pisos.${tag}`, email: `hola@${tag}.example.com`, name: 'Sol Martín', password: 'Correct#Horse1' },
    serviceContracts: [{ name: 'Contrato 2027', licenses: [{ name: 'Sereno Sonido', qty: 5 }] }],
  });

  it('adds a customer, its first user (a customer account of it) and its licences; the new user logs in and reads them', async () => {
    const created = await demo.as('controller', { method: 'POST', url: '/api/customers', payload: onboarding('sol') });
    expect(created.statusCode).toBe(201);
    const { customerId, userId } = created.json();
    const read = await demo.as('admin', { method: 'GET', url: `/api/customers/user/${userId}` });
    expect(read.json().customer).toMatchObject({ _id: customerId, companyName: 'Pisos sol S.L.', iban: 'ES9121000418450200051332', smsActivated: false });
    const contracts = await demo.as('admin', { method: 'GET', url: `/api/customers/service-contracts/user?userId=${userId}` });
    expect(contracts.json().serviceContracts).toMatchObject([
      { name: 'Contrato 2027', licenses: [{ name: 'Sereno Sonido', used: 0, total: 5, available: 5, activo: true, family: 'sereno-s1' }] },
    ]);
    const user = await demo.as('admin', { method: 'GET', url: `/api/users/${userId}` });
    expect(user.json()).toMatchObject({ username: 'pisos.sol', role: 'customer', customerId, isDisabled: false });
    const login = await demo.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'pisos.sol', password: 'Correct#Horse1' } });
    expect(login.statusCode).toBe(200);
    const entries = await demo.server.db.select().from(auditLog).where(eq(auditLog.targetId, customerId));
    expect(entries.map((entry) => entry.action)).toEqual(['customer.create']);
  });

  it("answers 409 'El username o email ya existe' for a taken username, and stores no customer", async () => {
    const before = await demo.server.db.select({ id: customers.id }).from(customers);
    const taken = await demo.as('admin', {
      method: 'POST',
      url: '/api/customers',
      payload: { ...onboarding('luna'), user: { ...onboarding('luna').user, username: 'customer' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('El username o email ya existe');
    expect(await demo.server.db.select({ id: customers.id }).from(customers)).toHaveLength(before.length);
  });

  it('refuses a wrong IBAN or VAT number (400), as the form does', async () => {
    const payload = onboarding('mar');
    const invalid = await demo.as('admin', {
      method: 'POST',
      url: '/api/customers',
      payload: { ...payload, customer: { ...payload.customer, iban: 'ES9121000418450200051333', vat: 'x' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      'customer.vat: Debe ser un NIF/CIF o número de IVA válido (p. ej. B12345678); customer.iban: Debe ser un IBAN válido (p. ej. ES91 2100 0418 4502 0005 1332)',
    );
  });
});

describe('GET /api/customers/service-contracts/user', () => {
  const contracts = async (role: Parameters<DemoServer['as']>[0], query = '') => {
    const response = await demo.as(role, { method: 'GET', url: `/api/customers/service-contracts/user${query}` });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      response.json<Contracts>().serviceContracts.flatMap((contract) => contract.licenses.map((licence) => [`${contract.name} / ${licence.name}`, licence])),
    );
  };

  it("counts each licence's live rooms: used, total and what is still available; an inactive licence offers none", async () => {
    const licences = await contracts('customer');
    expect(
      Object.fromEntries(Object.entries(licences).map(([name, { used, total, available, activo }]) => [name, { used, total, available, activo }])),
    ).toEqual({
      'Contrato 2026 / Sereno Sonido': { used: 7, total: 14, available: 7, activo: true },
      'Contrato 2026 / Sereno Humo': { used: 3, total: 6, available: 3, activo: true },
      'Piloto 2025 / Sereno Sonido (piloto)': { used: 0, total: 2, available: 0, activo: false },
    });
    await demo.server.db
      .update(rooms)
      .set({ deletedAt: demo.server.clock.now() })
      .where(and(eq(rooms.monitorId, 'SRN-0003'), isNull(rooms.deletedAt)));
    expect((await contracts('customer'))['Contrato 2026 / Sereno Humo']).toMatchObject({ used: 2, available: 4 });
    await demo.server.db.update(rooms).set({ deletedAt: null }).where(eq(rooms.monitorId, 'SRN-0003'));
  });

  it('answers for the userId given, within the users the caller may see', async () => {
    expect(Object.keys(await contracts('admin', `?userId=${otherCustomerUserId}`))).toEqual(['Contrato anual 2026 / Sereno Sonido']);
    expect((await demo.as('customer', { method: 'GET', url: `/api/customers/service-contracts/user?userId=${otherCustomerUserId}` })).statusCode).toBe(404);
    const noCustomer = await demo.as('admin', { method: 'GET', url: '/api/customers/service-contracts/user' });
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json().message).toBe('el usuario no tiene cliente asociado');
    expect((await demo.as('admin', { method: 'GET', url: '/api/customers/service-contracts/user?userId=nope' })).statusCode).toBe(400);
  });
});
