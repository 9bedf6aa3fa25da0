import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser, setSessionUser } from '../session/session-user.ts';
import { createApiClient, unwrap } from './client.ts';
import { ApiError, toApiError } from './errors.ts';

const client = createApiClient();

beforeEach(async () => {
  setSessionUser(null);
  await client.POST('/api/logout');
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client against the real server', () => {
  it('returns the data of a successful call', async () => {
    const configuration = await unwrap('/api/configuration', client.GET('/api/configuration'));
    expect(configuration.environment).toBe('development');
  });

  it('sends the session cookie on later calls', async () => {
    const user = await unwrap('/api/login', client.POST('/api/login', { body: { username: 'admin', password: 'Sereno#2026' } }));
    const me = await unwrap('/api/me', client.GET('/api/me'));
    expect(me).toEqual(user);
  });

  it('turns the error body of a failed login into WRONG_CREDENTIALS_ERROR', async () => {
    const error = await failure(unwrap('/api/login', client.POST('/api/login', { body: { username: 'admin', password: 'Wrong#2026' } })));
    expect(error.code).toBe('WRONG_CREDENTIALS_ERROR');
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Wrong credentials');
    expect(Number.isNaN(Date.parse(error.timestamp))).toBe(false);
  });

  it('removes the stored user on a 401 from any call but login', async () => {
    setSessionUser({ _id: 'x', username: 'someone', email: 's@example.com', role: 'admin', name: 'Someone' });
    const error = await failure(unwrap('/api/me', client.GET('/api/me')));
    expect(error.code).toBe('UNAUTHORIZED_ERROR');
    expect(getSessionUser()).toBeNull();
  });

  it('keeps the stored user when a login is refused', async () => {
    const user = { _id: 'x', username: 'someone', email: 's@example.com', role: 'admin' as const, name: 'Someone' };
    setSessionUser(user);
    await failure(unwrap('/api/login', client.POST('/api/login', { body: { username: 'admin', password: 'Wrong#2026' } })));
    expect(getSessionUser()).toEqual(user);
  });

  it('asks for the language it is given, so the server explains bad input in it', async () => {
    const english = createApiClient({ getLanguage: () => 'en' });
    const body = { username: 'admin' } as { username: string; password: string };
    const error = await failure(unwrap('/api/login', english.POST('/api/login', { body })));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('This field is required');
    const spanish = await failure(unwrap('/api/login', client.POST('/api/login', { body })));
    expect(spanish.message).toContain('Campo requerido');
  });

  it('reports a server it cannot reach as NETWORK_ERROR', async () => {
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(unwrap('/api/configuration', unreachable.GET('/api/configuration')));
    expect(error.code).toBe('NETWORK_ERROR');
  });
});

describe("errors mapped from the server's words", () => {
  it('recognise "Room not found" as ROOM_NOT_FOUND (spec §8)', () => {
    const body = { statusCode: 404, message: 'Room not found', timestamp: new Date().toISOString() };
    expect(toApiError('/api/rooms/x', new Response(null, { status: 404 }), body).code).toBe('ROOM_NOT_FOUND');
  });
});

describe('errors that do not come from our server', () => {
  it('name the status when the body is not ours (a proxy page)', () => {
    const error = toApiError('/api/rooms', new Response('<html>Bad gateway</html>', { status: 502 }), undefined);
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.params).toEqual({ message: 'HTTP error! status: 502', status: 502 });
  });
});
