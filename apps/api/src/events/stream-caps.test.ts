// OWASP ASVS 5.0 V2.4.1 (anti-automation): one session, or one client address, cannot hold an
// unbounded number of live event streams open.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { insertUser } from '../users/service.ts';
import { maxStreamsPerAddress, maxStreamsPerSession } from './stream-slots.ts';

let server: TestServer;
let app: FastifyInstance;
let base: string;
const streams: EventStream[] = [];

// The server trusts the test's own address as a proxy, so each test speaks from addresses of its own.
const from = (address: string) => ({ 'x-forwarded-for': address });

async function sessionFrom(address: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'vigilante', password: 'Correct#Horse1' },
    headers: from(address),
  });
  expect(response.statusCode).toBe(200);
  return cookiePair(response.headers['set-cookie']);
}

async function open(cookie: string, address: string): Promise<EventStream> {
  const opened = await openEventStream(`${base}/api/events`, cookie, from(address));
  streams.push(opened);
  return opened;
}

/** Retries until a stream opens, as a browser's EventSource does, for at most `timeoutMs`. */
async function openOnceFreed(cookie: string, address: string, timeoutMs = 15_000): Promise<EventStream> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const opened = await open(cookie, address);
    if (opened.status === 200 || Date.now() > deadline) return opened;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function refused(cookie: string, address: string, language = 'es') {
  return fetch(`${base}/api/events`, { headers: { ...from(address), cookie, 'accept-language': language } });
}

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app({ SERENO_TRUST_PROXY: '127.0.0.1' });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await insertUser(server.db, { username: 'vigilante', email: 'vigilante@example.com', name: 'Vigilante', role: 'controller', password: 'Correct#Horse1' });
});
afterAll(async () => {
  for (const opened of streams) opened.close();
  await server.close();
});

describe('GET /api/events stream caps (ASVS V2.4.1)', () => {
  it(`holds at most ${maxStreamsPerSession} streams per session: the next is 429 with Retry-After, and closing one frees its place`, async () => {
    const address = '198.51.100.1';
    const cookie = await sessionFrom(address);
    const held: EventStream[] = [];
    for (let index = 0; index < maxStreamsPerSession; index++) held.push(await open(cookie, address));
    expect(held.map((opened) => opened.status)).toEqual(held.map(() => 200));

    const spanish = await refused(cookie, address);
    expect(spanish.status).toBe(429);
    expect(Number(spanish.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await spanish.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect(body).toMatchObject({
      statusCode: 429,
      message: `Demasiadas conexiones en directo abiertas. Cierra alguna pestaña o vuelve a intentarlo en ${spanish.headers.get('retry-after')} segundos`,
    });
    const english = await refused(cookie, address, 'en');
    expect(((await english.json()) as { message: string }).message).toMatch(/^Too many live connections open\. Close a tab/);

    // Another session from the same address is not affected.
    expect((await open(await sessionFrom(address), address)).status).toBe(200);

    held[0]?.close();
    expect((await openOnceFreed(cookie, address)).status).toBe(200);
    expect((await refused(cookie, address)).status).toBe(429);
  });

  it(`holds at most ${maxStreamsPerAddress} streams per client address, whatever the sessions`, async () => {
    const address = '198.51.100.2';
    const sessions: string[] = [];
    for (let index = 0; index < Math.ceil(maxStreamsPerAddress / maxStreamsPerSession); index++) sessions.push(await sessionFrom(address));
    const held: EventStream[] = [];
    for (let index = 0; index < maxStreamsPerAddress; index++) held.push(await open(sessions[index % sessions.length] ?? '', address));
    expect(held.filter((opened) => opened.status === 200)).toHaveLength(maxStreamsPerAddress);

    const fresh = await sessionFrom(address);
    expect((await refused(fresh, address)).status).toBe(429);
    // The same session from another address is welcome.
    expect((await open(fresh, '198.51.100.3')).status).toBe(200);

    held[0]?.close();
    expect((await openOnceFreed(fresh, address)).status).toBe(200);
  });
});
