import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testConfig, type TestServer } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { frameworkErrors, installErrorHandling, validationMessage } from './errors.ts';

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

describe('frameworkErrors', () => {
  it("answers the router's own refusals (a malformed address, a path parameter over 100 characters) in the error shape", async () => {
    const app = Fastify({ frameworkErrors });
    installErrorHandling(app, { production: false });
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.ready();
    try {
      const tooLong = await app.inject({ method: 'GET', url: `/api/things/${'x'.repeat(101)}`, headers: { 'accept-language': 'en' } });
      expect(tooLong.statusCode).toBe(414);
      expect(tooLong.json()).toEqual({ statusCode: 414, message: 'A parameter of the address is too long', timestamp: expect.any(String) });
      const malformed = await app.inject({ method: 'GET', url: '/api/things/%zz' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ statusCode: 400, message: 'La dirección de la petición no es válida', timestamp: expect.any(String) });
    } finally {
      await app.close();
    }
  });
});

describe('text with U+0000', () => {
  it('is refused with a 400 naming the field before it reaches the database (PostgreSQL text cannot hold it)', async () => {
    const app = await server.app();
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a\u0000', password: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'body.username: text cannot contain the null character (U+0000)',
      timestamp: expect.any(String),
    });
    const query = await app.inject({ method: 'GET', url: '/api/users/token/abc?email=a%00%40example.com' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('query.email: el texto no puede contener el carácter nulo (U+0000)');
  });
});
