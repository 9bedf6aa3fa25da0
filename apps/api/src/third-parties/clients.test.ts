// The real provider clients against local servers that answer as each provider documents, on a real
// database (the token cache): Guesty's tokens (cached, renewed at expiry, 5 a day even across a
// restart), 429 with Retry-After, bad credentials, limit/skip pages; Avantio's cursor pages and bad
// key; Kross's 10 calls a minute.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { startAvantio, type LocalAvantio } from '../../test/pms/avantio.ts';
import { startGuesty, type LocalGuesty } from '../../test/pms/guesty.ts';
import { startKross, type LocalKross } from '../../test/pms/kross.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { createAvantioClient } from './avantio.ts';
import { createSecretBox } from './crypto.ts';
import { createGuestyClient } from './guesty.ts';
import { defaultHttpOptions, ProviderError } from './http.ts';
import { createKrossClient } from './kross.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createTokenCache, tokenKeyOf } from './tokens.ts';

const secret = 'clients-test-secret-clients-test-secret-0123';
const guestyCredentials = { clientId: 'client-1', clientSecret: 'secret-1' };
const http = { ...defaultHttpOptions, timeoutMs: 5000 };

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A Guesty client as a freshly started server process would build it (its own memory, the shared database). */
function guestyProcess(url: string, clock: TestClock) {
  const box = createSecretBox(secret);
  return createGuestyClient({ baseUrl: url, http, tokens: createTokenCache({ db: database.db, box, clock: clock.now }), clock: clock.now });
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ProviderError ? error : null),
  );

describe('the Guesty client', () => {
  let guesty: LocalGuesty;
  let key: string;
  afterEach(() => guesty.close());
  beforeAll(() => {
    key = tokenKeyOf(secret, 'guesty', guestyCredentials);
  });

  it('reuses its token until it expires, then gets a new one', async () => {
    guesty = await startGuesty(guestyCredentials);
    guesty.listings.push({ _id: 'L1', nickname: 'Sol 1', title: 'Piso Sol', address: { full: 'Calle Sol 1, Madrid' } });
    const clock = new TestClock();
    const client = guestyProcess(guesty.url, clock);
    const tokenKey = `${key}-expiry`;
    expect(await client.listings(guestyCredentials, tokenKey)).toEqual([{ _id: 'L1', nickname: 'Sol 1', title: 'Piso Sol', address: 'Calle Sol 1, Madrid' }]);
    await client.listings(guestyCredentials, tokenKey);
    expect(guesty.issued).toHaveLength(1);
    clock.advance(24 * 60 * 60 * 1000);
    await client.listings(guestyCredentials, tokenKey);
    expect(guesty.issued).toHaveLength(2);
    expect(guesty.requests.filter((request) => request.path === '/oauth2/token')).toHaveLength(2);
  });

  it('asks for at most 5 tokens a day per key, even across a restart, and says when the next may be had', async () => {
    guesty = await startGuesty(guestyCredentials);
    const clock = new TestClock();
    const tokenKey = `${key}-quota`;
    for (let day = 0; day < 5; day++) {
      // Each "process" gets a token, then Guesty forgets it (revoked): the next one must ask again.
      await guestyProcess(guesty.url, clock).verify(guestyCredentials, tokenKey);
      guesty.valid.clear();
      await guestyProcess(guesty.url, clock)
        .listings(guestyCredentials, tokenKey)
        .catch(() => undefined);
      clock.advance(60 * 60 * 1000);
    }
    expect(guesty.issued).toHaveLength(5);
    const restarted = guestyProcess(guesty.url, clock);
    const refused = await failureOf(restarted.listings(guestyCredentials, tokenKey));
    expect(refused?.failure).toBe('tokenQuota');
    // The first token of the day was issued 5 hours ago: the sixth may be had in 19 hours.
    expect(refused?.retryAfterSeconds).toBe(19 * 60 * 60);
    expect(guesty.issued).toHaveLength(5);
    expect(guesty.requests.filter((request) => request.path === '/oauth2/token')).toHaveLength(5);
    clock.advance(19 * 60 * 60 * 1000);
    guesty.issued.length = 0;
    await restarted.verify(guestyCredentials, tokenKey);
    expect(guesty.issued).toHaveLength(1);
  });

  it('waits as long as a 429 says in Retry-After, then goes on', async () => {
    guesty = await startGuesty(guestyCredentials);
    guesty.listings.push({ _id: 'L1', nickname: 'Sol 1', title: 'Piso Sol', address: { full: 'Calle Sol 1' } });
    const client = guestyProcess(guesty.url, new TestClock());
    await client.verify(guestyCredentials, `${key}-429`);
    guesty.queue.push({ status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '1' } });
    const started = Date.now();
    expect(await client.listings(guestyCredentials, `${key}-429`)).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(guesty.requests.filter((request) => request.path === '/v1/listings')).toHaveLength(2);
  });

  it('fails with rateLimited when Guesty asks to wait longer than the limit', async () => {
    guesty = await startGuesty(guestyCredentials);
    const client = guestyProcess(guesty.url, new TestClock());
    await client.verify(guestyCredentials, `${key}-long`);
    guesty.queue.push({ status: 429, headers: { 'retry-after': '3600' } });
    const failure = await failureOf(client.listings(guestyCredentials, `${key}-long`));
    expect(failure?.failure).toBe('rateLimited');
    expect(failure?.retryAfterSeconds).toBe(3600);
  });

  it('refuses bad credentials without spending a token of the day', async () => {
    guesty = await startGuesty(guestyCredentials);
    const client = guestyProcess(guesty.url, new TestClock());
    const wrong = { clientId: 'client-1', clientSecret: 'wrong' };
    const wrongKey = tokenKeyOf(secret, 'guesty', wrong);
    for (let attempt = 0; attempt < 7; attempt++) expect((await failureOf(client.verify(wrong, wrongKey)))?.failure).toBe('rejected');
    expect(guesty.requests.filter((request) => request.path === '/oauth2/token')).toHaveLength(7);
  });

  it('reads every page of listings and of reservations', async () => {
    guesty = await startGuesty(guestyCredentials);
    for (let index = 0; index < 230; index++)
      guesty.listings.push({ _id: `L${index}`, nickname: `N${index}`, title: `T${index}`, address: { full: `Calle ${index}` } });
    for (let index = 0; index < 120; index++) {
      guesty.reservations.push({
        _id: `R${index}`,
        listingId: index % 2 === 0 ? 'L0' : 'L1',
        status: 'confirmed',
        checkIn: '2026-03-05T15:00:00.000Z',
        checkOut: '2026-03-08T11:00:00.000Z',
      });
    }
    const client = guestyProcess(guesty.url, new TestClock());
    const listings = await client.listings(guestyCredentials, `${key}-pages`);
    expect(listings).toHaveLength(230);
    expect(new Set(listings.map((listing) => listing._id)).size).toBe(230);
    expect(guesty.requests.filter((request) => request.path === '/v1/listings').map((request) => request.query.get('skip'))).toEqual(['0', '100', '200']);
    const reservations = await client.reservations(guestyCredentials, `${key}-pages`, { listingIds: ['L0'], since: null });
    expect(reservations).toHaveLength(60);
    expect(reservations[0]).toMatchObject({ externalId: 'R0', unitId: 'L0', status: 'Confirmed', guest: { firstName: 'Guesty' }, pax: 1 });
  });

  it('turns an answer that is not JSON, or lacks documented fields, into malformed', async () => {
    guesty = await startGuesty(guestyCredentials);
    const client = guestyProcess(guesty.url, new TestClock());
    await client.verify(guestyCredentials, `${key}-nonsense`);
    guesty.queue.push({ status: 200, raw: '<html>maintenance</html>' });
    expect((await failureOf(client.listings(guestyCredentials, `${key}-nonsense`)))?.failure).toBe('malformed');
    guesty.queue.push({ status: 200, body: { results: [{ nickname: 'no id' }] } });
    expect((await failureOf(client.listings(guestyCredentials, `${key}-nonsense`)))?.failure).toBe('malformed');
    guesty.queue.push({ status: 500, body: {} });
    expect(await failureOf(client.listings(guestyCredentials, `${key}-nonsense`))).toMatchObject({ failure: 'status', status: 500 });
  });
});

describe('the Avantio client', () => {
  let avantio: LocalAvantio;
  afterEach(() => avantio.close());

  it('follows _links.next through every cursor page', async () => {
    avantio = await startAvantio({ key: 'avantio-key' });
    for (let index = 0; index < 120; index++) avantio.accommodations.push({ id: String(index), name: `Casa ${index}`, type: 'APARTMENT', status: 'ENABLED' });
    const client = createAvantioClient({ baseUrl: avantio.url, http });
    const accommodations = await client.accommodations({ authKey: 'avantio-key' });
    expect(accommodations).toHaveLength(120);
    expect(accommodations[119]).toEqual({ id: '119', name: 'Casa 119', type: 'APARTMENT', status: 'ENABLED' });
    expect(avantio.requests.map((request) => request.query.get('cursor'))).toEqual([null, '50', '100']);
  });

  it('refuses a bad key as rejected, and a next page on another origin as malformed', async () => {
    avantio = await startAvantio({ key: 'avantio-key' });
    const client = createAvantioClient({ baseUrl: avantio.url, http });
    expect((await failureOf(client.accommodations({ authKey: 'wrong' })))?.failure).toBe('rejected');
    avantio.queue.push({ status: 200, body: { data: [], _links: { next: 'https://attacker.example/steal' } } });
    expect((await failureOf(client.accommodations({ authKey: 'avantio-key' })))?.failure).toBe('malformed');
    expect(avantio.requests).toHaveLength(2);
  });
});

describe('the Kross client', () => {
  let kross: LocalKross;
  afterEach(() => kross.close());
  const credentials = { apiKey: 'k-api', hotelId: 'hotel-1', clientId: 'apiv5', clientSecret: 'pw' };

  it('stays under the limit by waiting: 25 calls through a limit of 10 a second never meet a 429', async () => {
    kross = await startKross({ apiKey: 'k-api', hotelId: 'hotel-1', username: 'apiv5', password: 'pw' }, { callsPerWindow: 10, windowMs: 1000 });
    kross.rooms.push({ id_property: 1, id_room: 11, id_room_type: 3, number: '101', name_room_type: 'Doble', qt_guests: 2 });
    const limiter = createRateLimiter({ provider: 'kross', calls: 10, windowMs: 1000 });
    const box = createSecretBox(secret);
    const client = createKrossClient({
      baseUrl: kross.url,
      http,
      tokens: createTokenCache({ db: database.db, box, clock: () => new Date() }),
      limiter,
      clock: () => new Date(),
    });
    const tokenKey = tokenKeyOf(secret, 'kross', credentials);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 24 }, () => client.rooms(credentials, tokenKey, 'customer-1')));
    expect(answers.every((rooms) => rooms[0]?.id_room === '11' && rooms[0].number === '101')).toBe(true);
    expect(kross.requests).toHaveLength(25);
    expect(kross.refused).toBe(0);
    expect(kross.busiestWindow).toBeLessThanOrEqual(10);
    // 25 calls at 10 a second take at least two full windows.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('answers rateLimited, without calling, when the wait would be longer than the caller accepts', async () => {
    const limiter = createRateLimiter({ provider: 'kross', calls: 2, windowMs: 60_000 });
    let called = 0;
    const call = async () => {
      called++;
    };
    await limiter.run('c', call);
    await limiter.run('c', call);
    await expect(limiter.run('c', call, { maxWaitMs: 1000 })).rejects.toMatchObject({ failure: 'rateLimited', retryAfterSeconds: 60 });
    expect(called).toBe(2);
    // Another account has a limit of its own.
    await limiter.run('d', call);
    expect(called).toBe(3);
  });
});
