// Every operation of the OpenAPI document names who may call it (`x-sereno-action`, from the route's
// `config.action`): an action of the access policy, or `public`, `session`, `device` explicitly, and
// its `security` says the same. A route added without one fails here (docs/permissions.md).
import { isAction, isRouteAccess } from '@sereno/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';

interface Operation {
  security?: Record<string, unknown>[];
  'x-sereno-action'?: unknown;
}

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

async function operations(): Promise<{ route: string; action: unknown; schemes: string[] }[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      action: operation['x-sereno-action'],
      schemes: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
    })),
  );
}

describe('the access every route declares (ASVS V8.3.1)', () => {
  it('is named by every operation: a policy action, or public, session or device', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(90);
    expect(all.filter(({ action }) => !isRouteAccess(action)).map(({ route }) => route)).toEqual([]);
  });

  it('agrees with the security the operation documents', async () => {
    const expectedSchemes = (action: unknown): string[] => (action === 'public' ? [] : action === 'device' ? ['deviceToken'] : ['session']);
    const disagreeing = (await operations()).filter(({ action, schemes }) => JSON.stringify(schemes) !== JSON.stringify(expectedSchemes(action)));
    expect(disagreeing).toEqual([]);
  });

  it('guards an action route: 401 without a session, 403 to a role the policy does not let', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    const all = await operations();
    expect(all.find(({ route }) => route === 'GET /api/audit')?.action).toBe('audit.read');
    expect(all.filter(({ action }) => isAction(action)).length).toBeGreaterThan(60);
  });
});
