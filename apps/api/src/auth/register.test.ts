import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { customers } from '../db/schema/customers.ts';
import { insertUser } from '../users/service.ts';
import { users } from '../db/schema/users.ts';

let server: TestServer;
let app: FastifyInstance;

let addressCounter = 0;
const freshAddress = () => `10.3.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const valid = {
  name: 'Apartamentos Sol y Mar',
  username: 'solymar',
  email: 'Reservas@SolYMar.example.com',
  password: 'Sol#Y#Mar2026',
  confirmPassword: 'Sol#Y#Mar2026',
};
const register = (body: object, { address = freshAddress(), language }: { address?: string; language?: string } = {}) =>
  app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress: address, headers: language ? { 'accept-language': language } : {} });

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  await insertUser(server.db, { username: 'taken', email: 'taken@example.com', name: 'Taken', role: 'admin', password: 'Correct#Horse1' });
});
afterAll(() => server.close());

beforeEach(() => server.clock.advance(2 * 60 * 60 * 1000));

describe('POST /api/register', () => {
  it('creates a customer and a customer user linked to it, and logs that user in', async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      _id: expect.any(String),
      username: 'solymar',
      email: 'Reservas@SolYMar.example.com',
      role: 'customer',
      name: 'Apartamentos Sol y Mar',
      customerId: expect.any(String),
    });
    const [customer] = await server.db.select().from(customers).where(eq(customers.id, user.customerId));
    expect(customer?.name).toBe('Apartamentos Sol y Mar');
    const [stored] = await server.db.select().from(users).where(eq(users.id, user._id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const cookie = cookiePair(response.headers['set-cookie']);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()).toEqual(user);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'solymar', password: 'Sol#Y#Mar2026' },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['the username', { username: 'taken', email: 'new@example.com' }],
    ['the email, in any letter case', { username: 'someone-new', email: 'TAKEN@example.com' }],
  ])('answers 409 USER_ALREADY_EXISTS when %s exists, and creates nothing', async (_, clash) => {
    const customersBefore = (await server.db.select().from(customers)).length;
    const response = await register({ ...valid, ...clash });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, message: 'El username o email ya existe', timestamp: expect.any(String) });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await server.db.select().from(customers)).toHaveLength(customersBefore);
    const english = await register({ ...valid, ...clash }, { language: 'en' });
    expect(english.json().message).toBe('The username or email already exists');
  });

  it('validates with registerSchema: name required, email, password rules, confirmation (ASVS V6.2.1)', async () => {
    const response = await register({ username: 'x', email: 'nope', password: 'weak', confirmPassword: 'weak' }, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('name: This field is required');
    expect(response.json().message).toContain('email: Must be a valid email');
    expect(response.json().message).toContain('password: The password needs at least 8 characters');
    const mismatch = await register({ ...valid, username: 'other', email: 'other@example.com', confirmPassword: 'Sol#Y#Mar2027' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('confirmPassword: La contraseña no coincide');
  });

  it('allows 10 registrations an hour from one address, then 429 with Retry-After (ASVS V2.4.1)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await register({ ...valid, username: `bulk${i}`, email: `bulk${i}@example.com` }, { address })).statusCode).toBe(201);
    }
    const refused = await register({ ...valid, username: 'bulk10', email: 'bulk10@example.com' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
