// Through the real server, on both databases, with our real clients against local servers that
// answer as Guesty, Avantio and Kross document: a customer links each provider (bad credentials first),
// reads its listings, links rooms to them (the already-linked 409), syncs and sees its bookings
// imported (a second sync imports nothing more), reads the runs; every provider failure reaches the
// user as the spec's code and message, never as a 500.
import { krossLinkErrorCode, linkedRoomName, thirdPartyErrorCode } from '@sereno/validation';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, testSecret, type TestServer } from '../../test/app.ts';
import { freshAddress } from '../../test/demo-server.ts';
import { startAvantio, type LocalAvantio } from '../../test/pms/avantio.ts';
import { startGuesty, type LocalGuesty } from '../../test/pms/guesty.ts';
import { startKross, type LocalKross } from '../../test/pms/kross.ts';
import { roomSettingsSwitches } from '../../test/room-settings.ts';
import { bookings } from '../db/schema/bookings.ts';
import { customers } from '../db/schema/customers.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { createThirdParties } from './service.ts';
import { syncAll } from './sync.ts';
import { pmsConnections } from '../db/schema/third-parties.ts';

let server: TestServer;
let app: FastifyInstance;
let guesty: LocalGuesty;
let avantio: LocalAvantio;
let kross: LocalKross;
const cookies = new Map<string, string>();
let customerId = '';
let customerUserId = '';

const krossLogin = { apiKey: 'kross-api-key', hotelId: 'hotel-7', username: 'apiv5', password: 'kross-password' };
const krossBody = { apiKey: krossLogin.apiKey, hotelId: krossLogin.hotelId, clientId: krossLogin.username, clientSecret: krossLogin.password };

beforeAll(async () => {
  guesty = await startGuesty({ clientId: 'guesty-client', clientSecret: 'guesty-secret' });
  avantio = await startAvantio({ key: 'avantio-key' });
  kross = await startKross(krossLogin);
  server = await startTestServer();
  app = await server.app({ SERENO_GUESTY_URL: guesty.url, SERENO_AVANTIO_URL: avantio.url, SERENO_KROSS_URL: kross.url });
  await seedDemo(server.db);
  for (const username of ['customer', 'admin', 'manager']) {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: demoPassword }, remoteAddress: freshAddress() });
    cookies.set(username, cookiePair(response.headers['set-cookie']));
  }
  const [customer] = await server.db.select().from(users).where(eq(users.username, 'customer'));
  customerId = customer?.customerId ?? '';
  customerUserId = customer?.id ?? '';
  guesty.listings.push(
    { _id: 'gl-1', nickname: 'Sol 1', title: 'Ático Sol', address: { full: 'Calle del Sol 1, Madrid' } },
    { _id: 'gl-2', nickname: 'Luna 2', title: 'Piso Luna', address: { full: 'Calle Luna 2, Madrid' } },
  );
  avantio.accommodations.push(
    { id: '501', name: 'Casa Brisa', type: 'HOUSE', status: 'ENABLED' },
    { id: '502', name: 'Casa Mar', type: 'APARTMENT', status: 'ENABLED' },
  );
  kross.rooms.push({ id_property: 1, id_room: 71, id_room_type: 3, number: '101', name_room_type: 'Doble', qt_guests: 2 });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([guesty?.close(), avantio?.close(), kross?.close()]);
});

const as = (username: string, options: InjectOptions, language = 'es') =>
  app.inject({ remoteAddress: freshAddress(), ...options, headers: { ...options.headers, cookie: cookies.get(username) ?? '', 'accept-language': language } });

async function roomOfCustomer(name: string): Promise<string> {
  const [row] = await server.db.insert(rooms).values({ name, ownerId: customerUserId }).returning({ id: rooms.id });
  return row?.id ?? '';
}

const settings = (links: Record<string, string | null>) => ({
  ...roomSettingsSwitches,
  smokingAlertThreshold: 70,
  crowdingAlertTreshold: 12,
  noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00' },
  ...links,
});

const errorOf = (response: { json: <T>() => T }) => response.json<{ statusCode: number; message: string; timestamp: string }>();

describe('Guesty', () => {
  let sol = '';
  let luna = '';

  it('refuses bad credentials with LINK_CUSTOMER_GUESTY_ERROR, in Spanish and English, and keeps nothing', async () => {
    const spanish = await as('customer', {
      method: 'POST',
      url: '/api/third-parties/guesty/linkcustomer',
      payload: { clientId: 'guesty-client', clientSecret: 'wrong' },
    });
    expect(spanish.statusCode).toBe(400);
    expect(errorOf(spanish).message).toBe('LINK_CUSTOMER_GUESTY_ERROR: Guesty no acepta las credenciales. Revísalas e inténtalo de nuevo.');
    const english = await as(
      'customer',
      { method: 'POST', url: '/api/third-parties/guesty/linkcustomer', payload: { clientId: 'guesty-client', clientSecret: 'wrong' } },
      'en',
    );
    expect(errorOf(english).message).toBe('LINK_CUSTOMER_GUESTY_ERROR: Guesty does not accept the credentials. Check them and try again.');
    expect(Object.keys(errorOf(english)).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect(await server.db.select().from(pmsConnections)).toHaveLength(0);
  });

  it('links with good credentials, keeps them encrypted and never shows them', async () => {
    const response = await as('customer', {
      method: 'POST',
      url: '/api/third-parties/guesty/linkcustomer',
      payload: { clientId: 'guesty-client', clientSecret: 'guesty-secret' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ customerId, provider: 'guesty', linked: true });
    const [stored] = await server.db.select().from(pmsConnections).where(eq(pmsConnections.provider, 'guesty'));
    expect(stored?.credentials).toMatch(/^v1\./);
    expect(stored?.credentials).not.toContain('guesty-secret');
    const status = await as('customer', { method: 'GET', url: '/api/third-parties/status' });
    expect(status.body).not.toContain('guesty-secret');
    expect(status.json<{ providers: { provider: string; linked: boolean; linkedAt: string | null }[] }>().providers).toEqual([
      expect.objectContaining({ provider: 'guesty', linked: true, linkedAt: expect.any(String) }),
      expect.objectContaining({ provider: 'avantio', linked: false, linkedAt: null }),
      expect.objectContaining({ provider: 'kross', linked: false, linkedAt: null }),
    ]);
  });

  it("lists the customer's listings for the customer, its manager and staff naming it", async () => {
    const expected = {
      listings: [{ _id: 'gl-1', nickname: 'Sol 1', title: 'Ático Sol', address: 'Calle del Sol 1, Madrid' }, expect.objectContaining({ _id: 'gl-2' })],
    };
    expect((await as('customer', { method: 'GET', url: '/api/third-parties/guesty/listings' })).json()).toEqual(expected);
    expect((await as('manager', { method: 'GET', url: '/api/third-parties/guesty/listings' })).json()).toEqual(expected);
    expect((await as('admin', { method: 'GET', url: `/api/third-parties/guesty/listings?customerId=${customerId}` })).json()).toEqual(expected);
    // The link's token is reused: one token for all of it.
    expect(guesty.issued).toHaveLength(1);
  });

  it("links a room to a listing, refuses a listing that is not the account's, and a listing another room holds (409 with its name)", async () => {
    sol = await roomOfCustomer('Ático del Sol');
    luna = await roomOfCustomer('Piso de la Luna');
    const linked = await as('customer', { method: 'PUT', url: `/api/rooms/${sol}/settings`, payload: settings({ guestyLinkedRoom: 'gl-1' }) });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<{ guestyLinkedRoom?: string }>().guestyLinkedRoom).toBe('gl-1');

    const unknown = await as('customer', { method: 'PUT', url: `/api/rooms/${luna}/settings`, payload: settings({ guestyLinkedRoom: 'gl-999' }) });
    expect(unknown.statusCode).toBe(400);

    for (const language of ['es', 'en']) {
      const taken = await as('customer', { method: 'PUT', url: `/api/rooms/${luna}/settings`, payload: settings({ guestyLinkedRoom: 'gl-1' }) }, language);
      expect(taken.statusCode).toBe(409);
      const { message } = errorOf(taken);
      expect(message).toContain('is already linked to another room: Ático del Sol');
      expect(linkedRoomName(message)).toBe('Ático del Sol');
      expect(thirdPartyErrorCode(message)).toBe('GUESTY_LISTING_ALREADY_LINKED_ERROR');
    }
    const [stillFree] = await server.db.select({ link: rooms.guestyLinkedRoom }).from(rooms).where(eq(rooms.id, luna));
    expect(stillFree?.link).toBeNull();
    expect((await as('customer', { method: 'PUT', url: `/api/rooms/${luna}/settings`, payload: settings({ guestyLinkedRoom: 'gl-2' }) })).statusCode).toBe(200);
    // Saving the settings again with the same links asks Guesty nothing.
    const asked = guesty.requests.length;
    expect((await as('customer', { method: 'PUT', url: `/api/rooms/${luna}/settings`, payload: settings({ guestyLinkedRoom: 'gl-2' }) })).statusCode).toBe(200);
    expect(guesty.requests).toHaveLength(asked);
  });

  it('imports the reservations of the linked rooms as bookings; a second sync imports nothing more; a change updates', async () => {
    guesty.reservations.push(
      {
        _id: 'gr-1',
        listingId: 'gl-1',
        status: 'confirmed',
        checkIn: '2026-03-05T15:00:00.000Z',
        checkOut: '2026-03-08T11:00:00.000Z',
        confirmationCode: 'HMX-1',
        guestsCount: 3,
        guest: { firstName: 'Ana', lastName: 'López', phone: '+34600111222', email: 'ana@example.com' },
        integration: { platform: 'airbnb2' },
        money: { currency: 'USD' },
        lastUpdatedAt: '2026-03-01T10:00:00.000Z',
      },
      {
        _id: 'gr-2',
        listingId: 'gl-2',
        status: 'inquiry',
        checkIn: '2026-03-10T15:00:00.000Z',
        checkOut: '2026-03-12T11:00:00.000Z',
        lastUpdatedAt: '2026-03-01T10:00:00.000Z',
      },
      {
        _id: 'gr-3',
        listingId: 'gl-other',
        status: 'confirmed',
        checkIn: '2026-03-10T15:00:00.000Z',
        checkOut: '2026-03-12T11:00:00.000Z',
        lastUpdatedAt: '2026-03-01T10:00:00.000Z',
      },
    );
    const first = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'guesty' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ runs: [{ provider: 'guesty', trigger: 'manual', imported: 2, updated: 0, errors: 0, errorMessage: null }], busy: [] });
    const imported = await server.db.select().from(bookings).where(eq(bookings.source, 'guesty'));
    expect(imported).toHaveLength(2);
    const ana = imported.find((booking) => booking.roomId === sol);
    expect(ana).toMatchObject({
      status: 'Confirmed',
      guestFirstName: 'Ana',
      guestLastName: 'López',
      pax: 3,
      pmsOrigin: 'Guesty',
      pmsReservationNumber: 'HMX-1',
      otaOrigin: 'airbnb2',
      currency: 'USD',
    });
    // A reservation without money says no currency: its booking's amounts are in euros.
    expect(imported.find((booking) => booking.roomId === luna)).toMatchObject({ status: 'Unconfirmed', currency: 'EUR' });
    const answered = await as('customer', { method: 'GET', url: `/api/bookings/${ana?.id ?? ''}` });
    expect(answered.json()).toMatchObject({ currency: 'USD', source: 'guesty' });

    const second = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: {} });
    expect(second.json()).toMatchObject({ runs: [{ provider: 'guesty', imported: 0, updated: 0, errors: 0 }] });
    expect(await server.db.select().from(bookings).where(eq(bookings.source, 'guesty'))).toHaveLength(2);

    server.clock.advance(60 * 60 * 1000);
    const changed = guesty.reservations[0];
    if (changed) Object.assign(changed, { status: 'canceled', lastUpdatedAt: server.clock.now().toISOString() });
    const third = await as('admin', { method: 'POST', url: '/api/third-parties/sync', payload: { customerId } });
    expect(third.json()).toMatchObject({ runs: [{ provider: 'guesty', imported: 0, updated: 1 }] });
    const [cancelled] = await server.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.source, 'guesty'), eq(bookings.roomId, sol)));
    expect(cancelled?.status).toBe('Cancelled');
  });

  it('answers 503 when Guesty cannot be reached and 502 when it answers nonsense, never a 500; the sync records the failure', async () => {
    // A token is cached, so only the listings call meets the failure.
    guesty.queue.push({ status: 200, raw: '<html>Service in maintenance</html>' });
    const nonsense = await as('customer', { method: 'GET', url: '/api/third-parties/guesty/listings' }, 'en');
    expect(nonsense.statusCode).toBe(502);
    expect(thirdPartyErrorCode(errorOf(nonsense).message)).toBe('API_ERROR');
    guesty.queue.push({ status: 503, body: {} });
    const down = await as('customer', { method: 'GET', url: '/api/third-parties/guesty/listings' });
    expect(down.statusCode).toBe(503);
    expect(thirdPartyErrorCode(errorOf(down).message)).toBe('CONNECTION_ERROR');
    guesty.queue.push({ status: 500, body: {} });
    const failed = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'guesty' } });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      runs: [{ provider: 'guesty', errors: 1, errorMessage: 'Guesty ha respondido con un error (HTTP 500). Inténtalo más tarde.' }],
    });
    // The run keeps which failure it was, not the words: an English reader gets it in English.
    const runs = await as('customer', { method: 'GET', url: '/api/third-parties/sync-runs?provider=guesty&limit=25' }, 'en');
    const failedRun = runs.json<{ syncRuns: { _id: string; errorMessage: string | null }[] }>().syncRuns.find((run) => run._id === failed.json().runs[0]._id);
    expect(failedRun?.errorMessage).toBe('Guesty answered with an error (HTTP 500). Please try later.');
  });

  it("runs one sync of an account at a time: a run in progress makes 'sync now' report it busy", async () => {
    await server.db
      .update(pmsConnections)
      .set({ syncLeaseUntil: new Date(server.clock.now().getTime() + 60_000) })
      .where(eq(pmsConnections.provider, 'guesty'));
    const busy = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'guesty' } });
    expect(busy.json()).toEqual({ runs: [], busy: ['guesty'] });
    await server.db.update(pmsConnections).set({ syncLeaseUntil: null }).where(eq(pmsConnections.provider, 'guesty'));
  });

  it('lists the runs with the list conventions; a customer sees its own only', async () => {
    const page = await as('customer', { method: 'GET', url: '/api/third-parties/sync-runs?sortKey=startedAt&sortDirection=desc&limit=2' });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ syncRuns: { provider: string; customerId: string }[]; totalSyncRuns: number; totalPages: number }>();
    expect(body.totalSyncRuns).toBe(4);
    expect(body.totalPages).toBe(2);
    expect(body.syncRuns).toHaveLength(2);
    expect(body.syncRuns.every((run) => run.customerId === customerId)).toBe(true);
    const [other] = await server.db.select().from(users).where(eq(users.username, 'admin'));
    expect((await as('customer', { method: 'GET', url: `/api/third-parties/sync-runs?customerId=${other?.id ?? ''}` })).statusCode).toBe(404);
  });
});

describe('the schedule', () => {
  it('imports what changed in a round of its own, and two processes running a round at once import each account once', async () => {
    guesty.reservations.push({
      _id: 'gr-9',
      listingId: 'gl-2',
      status: 'reserved',
      checkIn: '2026-03-20T15:00:00.000Z',
      checkOut: '2026-03-22T11:00:00.000Z',
      lastUpdatedAt: new Date(server.clock.now().getTime() + 60_000).toISOString(),
    });
    // Two server processes: their own clients and limiters, one database.
    const processOf = () => ({
      db: server.db,
      thirdParties: createThirdParties({
        db: server.db,
        settings: { guestyUrl: guesty.url, avantioUrl: avantio.url, krossUrl: kross.url, syncEveryMinutes: 0 },
        secret: testSecret,
        clock: server.clock.now,
      }),
      clock: server.clock.now,
      log: app.log,
    });
    // Guesty answers slowly: the first round is still running when the second looks for work.
    guesty.latencyMs = 300;
    const [one, two] = await Promise.all([syncAll(processOf()), syncAll(processOf())]);
    guesty.latencyMs = 0;
    const runs = [...one, ...two];
    expect(runs.map((run) => run.provider).sort()).toEqual(['guesty']);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', imported: 1, errors: 0 });
    const [booking] = await server.db
      .select()
      .from(bookings)
      .where(eq(bookings.externalId, `${customerId}:gr-9`));
    expect(booking?.status).toBe('Unconfirmed');
  });
});

describe('Avantio', () => {
  it("refuses a bad key with the spec's text, in English and Spanish", async () => {
    const english = await as('customer', { method: 'POST', url: '/api/third-parties/avantio/linkcustomer', payload: { authKey: 'wrong' } }, 'en');
    expect(english.statusCode).toBe(400);
    expect(errorOf(english).message).toBe('AVANTIO_INTEGRATION_ERROR: Failed to configure Avantio integration. Please verify your API key.');
    const spanish = await as('customer', { method: 'POST', url: '/api/third-parties/avantio/linkcustomer', payload: { authKey: 'wrong' } });
    expect(errorOf(spanish).message).toBe('AVANTIO_INTEGRATION_ERROR: No se ha podido configurar la integración con Avantio. Comprueba tu clave de API.');
  });

  it('links, lists the accommodations, links a room (409 for a taken one) and imports its bookings once', async () => {
    expect((await as('customer', { method: 'POST', url: '/api/third-parties/avantio/linkcustomer', payload: { authKey: 'avantio-key' } })).statusCode).toBe(
      200,
    );
    const listed = await as('customer', { method: 'GET', url: '/api/third-parties/avantio/accommodations' });
    expect(listed.json()).toEqual({
      accommodations: [
        { id: '501', name: 'Casa Brisa', type: 'HOUSE', status: 'ENABLED' },
        { id: '502', name: 'Casa Mar', type: 'APARTMENT', status: 'ENABLED' },
      ],
    });
    const brisa = await roomOfCustomer('Casa Brisa');
    const other = await roomOfCustomer('Casa Otra');
    expect((await as('customer', { method: 'PUT', url: `/api/rooms/${brisa}/settings`, payload: settings({ avantioLinkedRoom: '501' }) })).statusCode).toBe(
      200,
    );
    const taken = await as('customer', { method: 'PUT', url: `/api/rooms/${other}/settings`, payload: settings({ avantioLinkedRoom: '501' }) }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(linkedRoomName(errorOf(taken).message)).toBe('Casa Brisa');
    expect(thirdPartyErrorCode(errorOf(taken).message)).toBe('AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR');
    for (let index = 0; index < 60; index++) {
      avantio.bookings.push({
        id: String(9000 + index),
        accommodationId: '501',
        status: index % 2 === 0 ? 'CONFIRMED' : 'CANCELLED',
        reference: `AV-${index}`,
        stayDates: { arrival: '2026-04-01', departure: '2026-04-04' },
        customer: { name: 'Luis', surnames: 'Gómez' },
        occupants: { adults: 2, children: 1 },
        amounts: { currency: 'GBP' },
      });
    }
    const first = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'avantio' } });
    expect(first.json()).toMatchObject({ runs: [{ provider: 'avantio', imported: 60, updated: 0, errors: 0 }] });
    const again = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'avantio' } });
    expect(again.json()).toMatchObject({ runs: [{ provider: 'avantio', imported: 0, updated: 0, errors: 0 }] });
    const imported = await server.db.select().from(bookings).where(eq(bookings.source, 'avantio'));
    expect(imported).toHaveLength(60);
    expect(imported.filter((booking) => booking.status === 'Cancelled')).toHaveLength(30);
    expect(imported[0]).toMatchObject({ roomId: brisa, guestFirstName: 'Luis', guestLastName: 'Gómez', pax: 3, pmsOrigin: 'Avantio', currency: 'GBP' });
  });
});

describe('Kross', () => {
  it("answers each failure of Kross's token with the status that the spec maps to its code", async () => {
    const table: [number, number, string][] = [
      [400, 400, 'INVALID_CREDENTIALS'],
      [401, 400, 'INVALID_CREDENTIALS'],
      [403, 400, 'INVALID_CREDENTIALS'],
      [422, 400, 'INVALID_CREDENTIALS'],
      [503, 503, 'CONNECTION_ERROR'],
      [500, 502, 'API_ERROR'],
      [502, 502, 'API_ERROR'],
      [404, 502, 'API_ERROR'],
    ];
    // Another customer and Kross account than the next test's: Kross's 10 calls a minute count per account.
    const [other] = await server.db.select({ id: customers.id }).from(customers).where(ne(customers.id, customerId)).limit(1);
    const otherCustomer = other?.id ?? '';
    const otherAccount = { ...krossBody, hotelId: 'hotel-8', customerId: otherCustomer };
    for (const [krossStatus, ours, code] of table) {
      kross.tokenAnswer = { status: krossStatus, body: { error: 'no' } };
      const response = await as('admin', { method: 'POST', url: '/api/third-parties/kross/linkcustomer', payload: otherAccount });
      expect(response.statusCode, `Kross ${krossStatus}`).toBe(ours);
      expect(thirdPartyErrorCode(errorOf(response).message), `Kross ${krossStatus}`).toBe(code);
      expect(krossLinkErrorCode(response.statusCode)).toBe(code);
    }
    kross.tokenAnswer = null;
    // Two calls more make ten in the minute: the eleventh is not sent, and waiting would take too long.
    for (let call = 0; call < 2; call++) await as('admin', { method: 'POST', url: '/api/third-parties/kross/linkcustomer', payload: otherAccount });
    const sent = kross.requests.length;
    const limited = await as('admin', { method: 'POST', url: '/api/third-parties/kross/linkcustomer', payload: otherAccount });
    expect(limited.statusCode).toBe(503);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(20);
    expect(thirdPartyErrorCode(errorOf(limited).message)).toBe('CONNECTION_ERROR');
    expect(kross.requests).toHaveLength(sent);
  });

  it('links, lists its rooms, links a room, imports the reservations once, and unlinks', async () => {
    const wrong = await as('customer', { method: 'POST', url: '/api/third-parties/kross/linkcustomer', payload: { ...krossBody, clientSecret: 'nope' } });
    expect(wrong.statusCode).toBe(400);
    expect((await as('admin', { method: 'POST', url: '/api/third-parties/kross/linkcustomer', payload: { ...krossBody, customerId } })).statusCode).toBe(200);
    const listed = await as('customer', { method: 'GET', url: `/api/third-parties/kross/accommodations?customerId=${customerId}` });
    expect(listed.json()).toEqual({
      accommodations: [{ id_property: '1', id_room: '71', id_room_type: '3', number: '101', name_room_type: 'Doble', qt_guests: 2 }],
    });
    const doble = await roomOfCustomer('Doble 101');
    expect((await as('customer', { method: 'PUT', url: `/api/rooms/${doble}/settings`, payload: settings({ krossLinkedRoom: '71' }) })).statusCode).toBe(200);
    kross.reservations.push(
      {
        id_reservation: 3001,
        cod_reservation: 'KR-3001',
        id_room: 71,
        arrival: '2026-03-03',
        departure: '2026-03-06',
        status: 'confirmed',
        guest_name: 'Marta',
        guest_surname: 'Sanz',
        qt_guests: 2,
        currency: 'chf',
      },
      { id_reservation: 3002, id_room: 71, arrival: '2026-03-07', departure: '2026-03-09', status: 'option', guest_name: 'Pablo Ruiz', currency: 'EUR' },
    );
    const first = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'kross' } });
    expect(first.json()).toMatchObject({ runs: [{ provider: 'kross', imported: 2, updated: 0, errors: 0 }] });
    const again = await as('customer', { method: 'POST', url: '/api/third-parties/sync', payload: { provider: 'kross' } });
    expect(again.json()).toMatchObject({ runs: [{ provider: 'kross', imported: 0, updated: 0 }] });
    const imported = await server.db.select().from(bookings).where(eq(bookings.source, 'kross'));
    expect(
      imported.map((booking) => [booking.guestFirstName, booking.guestLastName, booking.status, booking.pmsReservationNumber, booking.currency]).sort(),
    ).toEqual([
      ['Marta', 'Sanz', 'Confirmed', 'KR-3001', 'CHF'],
      ['Pablo', 'Ruiz', 'Unconfirmed', '3002', 'EUR'],
    ]);
    expect(kross.refused).toBe(0);

    expect((await as('customer', { method: 'DELETE', url: `/api/third-parties/kross/unlinkcustomer/${customerId}` })).statusCode).toBe(204);
    const gone = await as('customer', { method: 'GET', url: '/api/third-parties/kross/accommodations' });
    expect(gone.statusCode).toBe(409);
    expect(imported).toHaveLength(2);
  });
});
