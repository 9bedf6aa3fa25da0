import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/configuration', () => {
  it.each([
    [{}, 'development'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ SERENO_ENVIRONMENT: 'none' }, null],
  ])('with %o reports environment %s, cacheable for 24 hours', async (env, environment) => {
    const app = await server.app(env);
    const response = await app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ environment });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});
