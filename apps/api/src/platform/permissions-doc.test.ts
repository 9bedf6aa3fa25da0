// docs/permissions.md agrees with the access policy: its actions table is the generated one, and
// every route table answers 403 (on every object) to exactly the roles the route's action denies.
import { readFile } from 'node:fs/promises';
import { can, isAction, roles } from '@sereno/validation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';
import { permissionsDocPath, withActionsTable } from './permissions-doc.ts';

let server: TestServer;
let app: FastifyInstance;
let document: string;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  document = await readFile(permissionsDocPath, 'utf8');
});
afterAll(() => server.close());

/** `POST /api/x/{a,b}/y` written for two routes: each of them (a `{name}` without a comma is a path parameter). */
function expanded(route: string): string[] {
  const choice = /\{([^}]*,[^}]*)\}/.exec(route);
  if (!choice) return [route];
  return (choice[1] ?? '').split(',').flatMap((option) => expanded(route.replace(choice[0], option)));
}

/** The rows of the document's tables whose columns are the six roles, in the spec's order. */
function roleRows(): { routes: string[]; cells: string[] }[] {
  const rows: { routes: string[]; cells: string[] }[] = [];
  let roleTable = false;
  for (const line of document.split('\n')) {
    if (!line.startsWith('|')) {
      roleTable = false;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] === 'Route') {
      roleTable = cells.slice(1, 7).join() === roles.join();
      continue;
    }
    if (!roleTable || cells[0]?.startsWith('---')) continue;
    const routes = [...(cells[0] ?? '').matchAll(/`((?:GET|POST|PUT|DELETE|PATCH) \/api\/[^`\s]*)`/g)].flatMap((match) => expanded(match[1] ?? ''));
    rows.push({ routes, cells: cells.slice(1, 7) });
  }
  return rows;
}

describe('docs/permissions.md', () => {
  it('carries the actions table of the current policy (pnpm --filter @sereno/api docs:permissions writes it)', () => {
    expect(withActionsTable(document)).toBe(document);
  });

  it("answers 403 in its route tables to exactly the roles the policy denies the route's action", async () => {
    const openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-sereno-action'?: unknown }>>;
    }>();
    const rows = roleRows();
    expect(rows.length).toBeGreaterThan(40);
    const disagreements = rows.flatMap(({ routes, cells }) =>
      routes.flatMap((route): { route: string; action: unknown; documented: string[]; denied: string[] }[] => {
        const [method = '', path = ''] = route.split(' ');
        const operation = openApi.paths[path]?.[method.toLowerCase()];
        if (!operation) return [{ route, action: 'no such route', documented: [] as string[], denied: [] as string[] }];
        const action = operation['x-sereno-action'];
        const documented = roles.filter((_, index) => cells[index] === '403');
        const denied = isAction(action) ? roles.filter((role) => !can(role, action)) : [];
        return JSON.stringify(documented) === JSON.stringify(denied) ? [] : [{ route, action, documented, denied }];
      }),
    );
    expect(disagreements).toEqual([]);
  });
});
