// docs/permissions.md, "Users": the users screen's routes.
import { demoPassword } from '../../src/demo/seed.ts';
import { everywhere, exportDecisions, fresh, type RouteCase } from './matrix.ts';

const forbidden = everywhere(403);
const idsOf = (body: unknown): string[] => {
  const { users, usernames } = body as { users?: { _id: string }[]; usernames?: { _id: string }[] };
  return (users ?? usernames ?? []).map((item) => item._id);
};

const usersList = {
  admin: everywhere('listed'),
  controller: everywhere('listed'),
  fieldServiceAgents: forbidden,
  manager: forbidden,
  customer: ['listed', 'hidden', 'hidden'] as const,
  manufacturer: forbidden,
};

export const usersMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/users',
    request: (subject) => ({ method: 'GET', url: `/api/users?search=${subject.username}` }),
    itemIds: idsOf,
    decisions: usersList,
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    route: `GET /api/users/export.${format}`,
    request: (subject: { username: string }) => ({ method: 'GET' as const, url: `/api/users/export.${format}?search=${subject.username}` }),
    decisions: exportDecisions(usersList),
  })),
  {
    route: 'GET /api/users/usernames',
    request: (subject) => ({ method: 'GET', url: `/api/users/usernames?search=${subject.username}` }),
    itemIds: idsOf,
    decisions: {
      admin: everywhere('listed'),
      controller: everywhere('listed'),
      fieldServiceAgents: everywhere('listed'),
      manager: forbidden,
      customer: ['listed', 'hidden', 'hidden'],
      manufacturer: forbidden,
    },
  },
  {
    route: 'GET /api/users/{id}',
    request: (subject) => ({ method: 'GET', url: `/api/users/${subject.id}` }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [200, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    // Creates a user like the subject: the same role and customer.
    route: 'POST /api/users',
    request: (subject) => {
      const username = fresh();
      return {
        method: 'POST',
        url: '/api/users',
        payload: {
          username,
          email: `${username}@example.com`,
          name: 'Nueva',
          password: 'Correct#Horse1',
          role: subject.customerId ? 'customer' : 'admin',
          ...(subject.customerId ? { customerId: subject.customerId } : {}),
        },
      };
    },
    decisions: {
      admin: everywhere(201),
      controller: [201, 201, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [201, 403, 403],
      manufacturer: forbidden,
    },
  },
  {
    route: 'PUT /api/users/{id}',
    request: (subject) => ({ method: 'PUT', url: `/api/users/${subject.id}`, payload: { name: 'Nombre cambiado' } }),
    decisions: {
      admin: everywhere(200),
      controller: [200, 200, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [200, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    route: 'DELETE /api/users/{id}',
    request: (subject) => ({ method: 'DELETE', url: `/api/users/${subject.id}` }),
    decisions: {
      admin: everywhere(204),
      controller: [204, 204, 403],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [204, 404, 404],
      manufacturer: forbidden,
    },
  },
  {
    route: 'PUT /api/users/password/{id}',
    request: (subject) => ({ method: 'PUT', url: `/api/users/password/${subject.id}`, payload: { password: 'Nueva#Clave2', currentPassword: demoPassword } }),
    decisions: {
      admin: everywhere(204),
      controller: everywhere(404),
      fieldServiceAgents: everywhere(404),
      manager: everywhere(404),
      customer: everywhere(404),
      manufacturer: everywhere(404),
    },
  },
  {
    route: 'GET /api/users/{id}/sessions',
    request: (subject) => ({ method: 'GET', url: `/api/users/${subject.id}/sessions` }),
    decisions: {
      admin: everywhere(200),
      controller: forbidden,
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
  {
    route: 'DELETE /api/users/{id}/sessions',
    request: (subject) => ({ method: 'DELETE', url: `/api/users/${subject.id}/sessions` }),
    decisions: {
      admin: everywhere(200),
      controller: forbidden,
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
];
