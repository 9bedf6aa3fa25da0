// A local HTTP server that answers as Nominatim's `/search` does (format=jsonv2, addressdetails=1),
// from a small gazetteer, for the tests of the address suggestions: it filters by `countrycodes`
// and `q` like the real one, keeps every request it got, and can be told to fail, stall or answer
// nonsense to show that the suggestions then stay empty.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface NominatimPlace {
  display_name: string;
  address: Record<string, string>;
}

/** Places as Nominatim describes them (its `address` keys: road, house_number, city/town/village, province/state, postcode, country_code). */
export const gazetteer: NominatimPlace[] = [
  {
    display_name: '5, Calle Larios, Centro Histórico, Centro, Málaga, Andalucía, 29005, España',
    address: {
      house_number: '5',
      road: 'Calle Larios',
      suburb: 'Centro Histórico',
      city: 'Málaga',
      province: 'Málaga',
      state: 'Andalucía',
      postcode: '29005',
      country: 'España',
      country_code: 'es',
    },
  },
  {
    display_name: 'Calle Larios, Nerja, Málaga, Andalucía, 29780, España',
    address: { road: 'Calle Larios', town: 'Nerja', province: 'Málaga', state: 'Andalucía', postcode: '29780', country: 'España', country_code: 'es' },
  },
  {
    display_name: 'Larios Street, Gibraltar, GX11 1AA, Gibraltar',
    address: { road: 'Larios Street', city: 'Gibraltar', postcode: 'GX11 1AA', country: 'Gibraltar', country_code: 'gi' },
  },
  {
    display_name: 'Playa de la Malagueta, Málaga, Andalucía, España',
    address: { village: 'Málaga', state: 'Andalucía', country: 'España', country_code: 'es' },
  },
];

export type PeerMode = 'answer' | 'fail' | 'stall' | 'nonsense';

export interface GeocoderPeer {
  url: string;
  requests: { url: URL; headers: IncomingMessage['headers'] }[];
  mode: PeerMode;
  close(): Promise<void>;
}

export async function startGeocoderPeer(): Promise<GeocoderPeer> {
  const peer: GeocoderPeer = { url: '', requests: [], mode: 'answer', close: async () => {} };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer.invalid');
    peer.requests.push({ url, headers: request.headers });
    if (url.pathname !== '/search') return void response.writeHead(404).end();
    if (peer.mode === 'fail') return void response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    if (peer.mode === 'stall') return; // never answers: the client's timeout must end it
    if (peer.mode === 'nonsense') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"Unable to geocode"}');
    const words = (url.searchParams.get('q') ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    const countries = url.searchParams.get('countrycodes')?.split(',');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const found = gazetteer
      .filter((place) => !countries || countries.includes(place.address.country_code ?? ''))
      .filter((place) => words.every((word) => place.display_name.toLowerCase().includes(word)))
      .slice(0, limit);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.map((place, index) => ({ place_id: index + 1, ...place }))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return peer;
}
