import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testConfig, type TestServer } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { validationMessage } from './errors.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function appWithBrokenRoute(env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), db: server.db });
  app.get('/api/broken', async () => {
    throw new Error('the disk is on fire');
  });
  await app.ready();
  return app;
}

describe('unexpected failures', () => {
  it('answer 500 in the error shape, with the cause in development', async () => {
    const app = await appWithBrokenRoute({});
    try {
      const response = await app.inject({ method: 'GET', url: '/api/broken' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, message: 'Error interno del servidor: the disk is on fire', timestamp: expect.any(String) });
    } finally {
      await app.close();
    }
  });

  it('answer 500 without any detail in production', async () => {
    const app = await appWithBrokenRoute({ NODE_ENV: 'production' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/broken', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, message: 'Internal server error', timestamp: expect.any(String) });
      expect(response.body).not.toContain('fire');
    } finally {
      await app.close();
    }
  });
});

describe('validationMessage', () => {
  it('translates message keys with their parameters and keeps other texts', () => {
    const issues = [
      { field: 'password', message: 'minLength?min=6' },
      { field: 'email', message: 'email' },
      { field: 'body', message: 'Invalid input: expected object, received undefined' },
    ];
    expect(validationMessage('es', issues)).toBe(
      'password: Debe tener al menos 6 caracteres; email: Debe ser un email válido; body: Invalid input: expected object, received undefined',
    );
    expect(validationMessage('en', issues.slice(0, 2))).toBe('password: Must have at least 6 characters; email: Must be a valid email');
  });
});
