import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { startGeocoderPeer, type GeocoderPeer } from '../../test/geocoder-peer.ts';
import { createNominatimGeocoder } from './geocoder.ts';

let demo: DemoServer;
let peer: GeocoderPeer;
let withGeocoder: FastifyInstance;

beforeAll(async () => {
  demo = await startDemoServer();
  peer = await startGeocoderPeer();
  withGeocoder = await demo.server.app({
    SERENO_GEOCODER_URL: `${peer.url}/`,
    SERENO_GEOCODER_TIMEOUT_MS: '300',
    SERENO_PUBLIC_URL: 'https://sereno.example.com',
  });
});
afterAll(async () => {
  await peer?.close();
  await demo?.close();
});

const suggestions = (query: string, headers: Record<string, string> = {}) =>
  withGeocoder.inject({
    method: 'GET',
    url: `/api/address-suggestions?${query}`,
    remoteAddress: freshAddress(),
    headers: { cookie: demo.cookieOf('customer'), ...headers },
  });

describe('GET /api/address-suggestions', () => {
  it("answers the geocoder's places as address, city, province and zip code, in the caller's country and language", async () => {
    peer.mode = 'answer';
    peer.requests.length = 0;
    const response = await suggestions(`address=${encodeURIComponent('Calle Larios')}&countryName=${encodeURIComponent('España')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { address: 'Calle Larios 5', city: 'Málaga', province: 'Málaga', zipCode: '29005' },
      { address: 'Calle Larios', city: 'Nerja', province: 'Málaga', zipCode: '29780' },
    ]);
    const [request] = peer.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'Calle Larios',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      'accept-language': 'es',
      countrycodes: 'es',
    });
    expect(request?.headers['user-agent']).toBe('Sereno (https://sereno.example.com)');
  });

  it('reads the country in English or as a code too, and leaves a country it does not know to the geocoder', async () => {
    peer.requests.length = 0;
    expect((await suggestions('address=Larios&countryName=Gibraltar', { 'accept-language': 'en' })).json()).toEqual([
      { address: 'Larios Street', city: 'Gibraltar', province: '', zipCode: 'GX11 1AA' },
    ]);
    await suggestions('address=Larios&countryName=Spain');
    await suggestions('address=Larios&countryName=ESP');
    await suggestions('address=Larios&countryName=Narnia');
    await suggestions('address=Larios');
    const sent = peer.requests.map(({ url }) => [url.searchParams.get('q'), url.searchParams.get('countrycodes'), url.searchParams.get('accept-language')]);
    expect(sent).toEqual([
      ['Larios', 'gi', 'en'],
      ['Larios', 'es', 'es'],
      ['Larios', 'es', 'es'],
      ['Larios, Narnia', null, 'es'],
      ['Larios', null, 'es'],
    ]);
  });

  it('falls back to the first part of the name for a place without a street', async () => {
    expect((await suggestions('address=Malagueta')).json()).toEqual([{ address: 'Playa de la Malagueta', city: 'Málaga', province: 'Andalucía', zipCode: '' }]);
  });

  it.each(['fail', 'stall', 'nonsense'] as const)('answers an empty list when the geocoder %s', async (mode) => {
    peer.mode = mode;
    const started = Date.now();
    const response = await suggestions('address=Calle%20Larios');
    peer.mode = 'answer';
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers an empty list without a geocoder', async () => {
    const response = await demo.as('customer', { method: 'GET', url: '/api/address-suggestions?address=Calle%20Larios' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a missing or over-long address with 400, and a caller without a session with 401', async () => {
    expect((await suggestions('countryName=Espa%C3%B1a')).json()).toMatchObject({ statusCode: 400, message: 'address: Campo requerido' });
    expect((await suggestions('address=%20%20')).json()).toMatchObject({ statusCode: 400, message: 'address: Campo requerido' });
    expect((await suggestions(`address=${'a'.repeat(201)}`)).statusCode).toBe(400);
    expect((await withGeocoder.inject({ method: 'GET', url: '/api/address-suggestions?address=Larios' })).statusCode).toBe(401);
  });
});

describe('the Nominatim client', () => {
  /** A logger that keeps the warnings (the client's only way of telling that it failed). */
  function warningLog() {
    const warnings: string[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(String(args.find((arg) => typeof arg === 'string'))) } as unknown as FastifyBaseLogger;
    return { warnings, log };
  }
  const query = { address: 'Calle Larios', countryCode: 'es', countryText: null, language: 'es' as const };

  it.each([
    ['fail', 'answered an error'],
    ['stall', 'did not answer within 200 ms'],
    ['nonsense', 'not a Nominatim search result'],
  ] as const)('logs a warning and suggests nothing when the geocoder does %s', async (mode, warning) => {
    const { warnings, log } = warningLog();
    peer.mode = mode;
    const geocoder = createNominatimGeocoder({ url: peer.url, timeoutMs: 200, userAgent: 'Sereno test', log });
    expect(await geocoder.suggest(query)).toEqual([]);
    peer.mode = 'answer';
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(warning);
  });

  it('logs a warning when nothing answers at the address', async () => {
    const { warnings, log } = warningLog();
    const geocoder = createNominatimGeocoder({ url: 'http://127.0.0.1:9', timeoutMs: 1000, userAgent: 'Sereno test', log });
    expect(await geocoder.suggest(query)).toEqual([]);
    expect(warnings[0]).toContain('could not be reached');
  });
});

describe('GET /api/countries/names', () => {
  it("lists every country in the caller's language, sorted as that language sorts", async () => {
    const spanish = (await demo.as('manager', { method: 'GET', url: '/api/countries/names' })).json<{ countryNames: string[] }>().countryNames;
    expect(spanish).toHaveLength(250);
    expect(spanish).toContain('España');
    expect(spanish).toContain('Reino Unido');
    // Accents sort with their letter: Bélgica before Belice before Bután (not after, by code points).
    expect(spanish.indexOf('Bélgica')).toBeLessThan(spanish.indexOf('Belice'));
    expect(spanish.indexOf('Belice')).toBeLessThan(spanish.indexOf('Bután'));
    const english = await demo.as('manufacturer', { method: 'GET', url: '/api/countries/names', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.headers.vary).toContain('accept-language');
    const names = english.json<{ countryNames: string[] }>().countryNames;
    expect(names[0]).toBe('Afghanistan');
    expect(names).toContain('Spain');
    expect(names).toContain('United Kingdom');
    expect(names).not.toContain('España');
  });

  it('needs a session', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/api/countries/names' })).statusCode).toBe(401);
  });
});
