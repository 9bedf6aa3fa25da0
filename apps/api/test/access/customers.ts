// docs/permissions.md, "Customers": a user's customer, the customer form, the contracts.
import { randomUUID } from 'node:crypto';
import { demoPassword } from '../../src/demo/seed.ts';
import { everywhere, fresh, type RouteCase } from './matrix.ts';

const forbidden = everywhere(403);
/** Staff read every customer; an administrator has none (404 "el usuario no tiene cliente asociado"). */
const staffRead = [200, 200, 404] as const;
const ownOnly = [200, 404, 404] as const;

export const customersMatrix: readonly RouteCase[] = [
  {
    // A new customer with its first user: staff's act, whatever the subject.
    route: 'POST /api/customers',
    request: () => {
      const username = fresh('onboard');
      return {
        method: 'POST',
        url: '/api/customers',
        payload: {
          customer: { companyName: `Empresa ${username}` },
          user: { username, email: `${username}@example.com`, name: 'Nueva', password: demoPassword },
        },
      };
    },
    decisions: {
      admin: everywhere(201),
      controller: everywhere(201),
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
  {
    route: 'GET /api/customers/user/{userId}',
    request: (subject) => ({ method: 'GET', url: `/api/customers/user/${subject.id}` }),
    decisions: { admin: staffRead, controller: staffRead, fieldServiceAgents: staffRead, manager: forbidden, customer: ownOnly, manufacturer: forbidden },
  },
  {
    route: 'GET /api/customers/service-contracts/user',
    request: (subject) => ({ method: 'GET', url: `/api/customers/service-contracts/user?userId=${subject.id}` }),
    decisions: { admin: staffRead, controller: staffRead, fieldServiceAgents: staffRead, manager: forbidden, customer: ownOnly, manufacturer: forbidden },
  },
  {
    // The subject's customer; an administrator has none, so an id that names no customer.
    route: 'PUT /api/customers/{id}',
    request: (subject) => ({ method: 'PUT', url: `/api/customers/${subject.customerId ?? randomUUID()}`, payload: { companyName: 'Empresa Cambiada S.L.' } }),
    decisions: { admin: staffRead, controller: staffRead, fieldServiceAgents: forbidden, manager: forbidden, customer: ownOnly, manufacturer: forbidden },
  },
  {
    // A contract for the subject's customer; an administrator has none, so an id that names no customer.
    route: 'POST /api/customers/{id}/service-contracts',
    request: (subject) => ({
      method: 'POST',
      url: `/api/customers/${subject.customerId ?? randomUUID()}/service-contracts`,
      payload: { name: 'Ampliación', licenses: [{ name: 'Sereno Sonido', qty: 1 }] },
    }),
    decisions: {
      admin: [201, 201, 404],
      controller: [201, 201, 404],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
  {
    // No contract of that id: staff pass the guard and find nothing (contracts.test.ts changes real ones).
    route: 'PUT /api/customers/{id}/service-contracts/{contractId}',
    request: (subject) => ({
      method: 'PUT',
      url: `/api/customers/${subject.customerId ?? randomUUID()}/service-contracts/${randomUUID()}`,
      payload: { name: 'Ampliación', licenses: [{ name: 'Sereno Sonido', qty: 1 }] },
    }),
    decisions: {
      admin: everywhere(404),
      controller: everywhere(404),
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
];
