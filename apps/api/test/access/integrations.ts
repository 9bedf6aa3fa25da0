// docs/permissions.md, "User integrations": anyone manages their own API applications; the roles of
// the users screen those of the users they may see (and, to write, may change).
import { userIntegrations } from '../../src/db/schema/applications.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type RouteCase, type Subject } from './matrix.ts';

/** Agents, managers and manufacturers see no one else's: another user's answers 404. */
const ownOnly = everywhere(404);
const asWriter = (success: number) => ({
  admin: everywhere(success),
  controller: [success, success, 403] as const,
  fieldServiceAgents: ownOnly,
  manager: ownOnly,
  customer: [success, 404, 404] as const,
  manufacturer: ownOnly,
});

async function integrationOf(subject: Subject, demo: DemoServer): Promise<string> {
  const [row] = await demo.server.db
    .insert(userIntegrations)
    .values({ userId: subject.id, applicationName: 'Existente', applicationId: fresh('app_'), keyHash: 'not-a-hash' })
    .returning({ id: userIntegrations.id });
  return row?.id ?? '';
}

export const integrationsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/users/{userId}/integrations',
    request: (subject) => ({ method: 'GET', url: `/api/users/${subject.id}/integrations` }),
    decisions: { ...asWriter(200), controller: everywhere(200) },
  },
  {
    route: 'POST /api/users/integrations',
    request: (subject) => ({ method: 'POST', url: '/api/users/integrations', payload: { applicationName: 'Nueva', userId: subject.id } }),
    decisions: asWriter(201),
  },
  {
    route: 'PUT /api/users/integrations/{id}',
    request: async (subject, _role, demo) => ({
      method: 'PUT',
      url: `/api/users/integrations/${await integrationOf(subject, demo)}`,
      payload: { applicationName: 'Renombrada' },
    }),
    decisions: asWriter(200),
  },
  {
    route: 'DELETE /api/users/integrations/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/users/integrations/${await integrationOf(subject, demo)}` }),
    decisions: asWriter(204),
  },
];
