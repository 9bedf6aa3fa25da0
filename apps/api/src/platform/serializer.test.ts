import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { logInFrom, startTestServer, testConfig, type TestServer } from '../../test/app.ts';
import { insertUser } from '../users/service.ts';
import { installErrorHandling } from './errors.ts';
import { compiledSerializer, createSerializerCompiler, serializerJsonSchema } from './serializer.ts';

const person = z.object({ id: z.uuid(), name: z.string(), at: z.iso.datetime() });
const answer = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  seenAt: z.date(),
  owner: person,
  deputy: person.nullable(),
  note: z.string().nullable(),
  items: z.array(person),
  tags: z.array(z.string()).optional(),
  channel: z.discriminatedUnion('kind', [z.object({ kind: z.literal('sms'), phone: z.string() }), z.object({ kind: z.literal('email'), email: z.string() })]),
  counts: z.record(z.string(), z.number()),
});

const id = '0b6b7d6c-3c39-4a8e-9d6e-0d2f3c4b5a69';
const at = '2026-03-02T09:00:00.000Z';
const hash = '$argon2id$v=19$m=19456,t=2,p=1$secret';
/** A row as a query could hand it over: every object with a field its schema does not name. */
const row = {
  id,
  createdAt: at,
  seenAt: new Date(at),
  passwordHash: hash,
  owner: { id, name: 'Ana', at, passwordHash: hash },
  deputy: { id, name: 'Luis', at, passwordHash: hash },
  note: null,
  items: [{ id, name: 'Eva', at, passwordHash: hash }],
  channel: { kind: 'email', email: 'a@example.com', passwordHash: hash },
  counts: { sms: 1 },
};
const expected = {
  id,
  createdAt: at,
  seenAt: at,
  owner: { id, name: 'Ana', at },
  deputy: { id, name: 'Luis', at },
  note: null,
  items: [{ id, name: 'Eva', at }],
  channel: { kind: 'email', email: 'a@example.com' },
  counts: { sms: 1 },
};

async function appAnswering(checkResponses: boolean, data: () => unknown): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ checkResponses }));
  installErrorHandling(app, { production: true });
  app.get(
    '/thing',
    { schema: { response: { 200: { description: 'a thing', content: { 'application/json': { schema: answer } } } } } },
    async () => data() as z.input<typeof answer>,
  );
  await app.ready();
  return app;
}

describe('the compiled response serializer', () => {
  it('writes only the fields of the schema: nested, in arrays, nullable and in a union branch', () => {
    const json = compiledSerializer(answer)(row);
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('argon2');
    expect(JSON.parse(json)).toEqual(expected);
  });

  it('writes a Date as an ISO string, a null as null', () => {
    expect(JSON.parse(compiledSerializer(answer)({ ...row, deputy: null, note: 'hola' }))).toMatchObject({ seenAt: at, deputy: null, note: 'hola' });
  });

  it('writes a nullable value without a union, and a missing required field refuses to serialize', () => {
    const schema = serializerJsonSchema(answer) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.deputy).toMatchObject({ type: 'object', nullable: true });
    expect(schema.properties.deputy).not.toHaveProperty('anyOf');
    expect(schema.properties.note).toEqual({ type: ['string', 'null'] });
    const { owner: _owner, ...withoutOwner } = row;
    expect(() => compiledSerializer(answer)(withoutOwner)).toThrow(/owner/);
  });

  it.each([
    ['in production (no checking)', false],
    ['with the checking of tests and development', true],
  ])('through a route, %s: the same answer, without the extra fields', async (_label, checkResponses) => {
    const app = await appAnswering(checkResponses, () => row);
    try {
      const response = await app.inject({ method: 'GET', url: '/thing' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('passwordHash');
      expect(response.json()).toEqual(expected);
    } finally {
      await app.close();
    }
  });

  it('with the checking, refuses an answer of the wrong shape that the compiled serializer alone would write', async () => {
    // fast-json-stringify writes a number where a string is due as "7"; zod refuses it.
    const wrong = { ...row, owner: { ...row.owner, name: 7 } };
    expect(JSON.parse(compiledSerializer(answer)(wrong)).owner.name).toBe('7');
    const app = await appAnswering(true, () => wrong);
    try {
      const response = await app.inject({ method: 'GET', url: '/thing' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Ana');
    } finally {
      await app.close();
    }
  });

  it('is on outside production, off in production unless asked for', () => {
    expect(testConfig().checkResponses).toBe(true);
    expect(testConfig({ SERENO_CHECK_RESPONSES: 'false' }).checkResponses).toBe(false);
  });
});

describe('a real route with the serializer of production', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    await insertUser(server.db, { username: 'jefa', email: 'jefa@example.com', name: 'Jefa', role: 'admin', password: 'Correct#Horse1' });
    app = await buildApp({ config: testConfig({ SERENO_CHECK_RESPONSES: 'false' }), db: server.db, clock: server.clock.now });
    // As if the users list's query had read each user's password hash and left it in the rows.
    app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
      if (typeof payload === 'object' && payload !== null && Array.isArray((payload as { users?: unknown }).users)) {
        const page = payload as { users: object[] };
        return { ...page, passwordHash: hash, users: page.users.map((user) => ({ ...user, passwordHash: hash, secret: hash })) };
      }
      return payload;
    });
    await app.ready();
    cookie = await logInFrom(app, { username: 'jefa', password: 'Correct#Horse1' }, { address: '10.9.0.1', userAgent: 'serializer test' });
  });
  afterAll(async () => {
    await app?.close();
    await server.close();
  });

  it('GET /api/users does not send a password hash a row carries', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users?limit=25', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('passwordHash');
    const page = response.json<{ users: Array<Record<string, unknown>> }>();
    expect(page.users.map((user) => user.username)).toContain('jefa');
    expect(page.users[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
