// Avantio's PMS API v2: every call carries the key in X-Avantio-Auth (401 otherwise); lists answer
// { data, _links: { self, next? } }, `next` the absolute URL of the following cursor page.
import { startLocalProvider, type LocalProvider } from './http-server.ts';

export interface AvantioAccommodationData {
  id: string;
  name: string;
  type: string;
  status: string;
}

export interface AvantioBookingData {
  id: string;
  accommodationId: string;
  status: string;
  reference?: string;
  stayDates: { arrival: string; departure: string };
  customer?: { name?: string; surnames?: string; email?: string; phone?: string };
  occupants?: { adults?: number; children?: number };
  channel?: string;
  amounts?: { currency?: string };
}

export interface LocalAvantio extends LocalProvider {
  accommodations: AvantioAccommodationData[];
  bookings: AvantioBookingData[];
}

export async function startAvantio({ key }: { key: string }): Promise<LocalAvantio> {
  const state = { accommodations: [] as AvantioAccommodationData[], bookings: [] as AvantioBookingData[] };
  let base = '';
  const cursorPage = <Item>(path: string, items: Item[], query: URLSearchParams) => {
    const size = Number(query.get('pagination_size') ?? 10);
    const cursor = Number(query.get('cursor') ?? 0);
    const next = new URLSearchParams(query);
    next.set('cursor', String(cursor + size));
    return {
      status: 200,
      body: {
        data: items.slice(cursor, cursor + size),
        _links: { self: `${base}${path}?${query}`, ...(cursor + size < items.length ? { next: `${base}${path}?${next}` } : {}) },
      },
    };
  };
  const provider = await startLocalProvider((request) => {
    if (request.headers['x-avantio-auth'] !== key) return { status: 401, body: { code: 401, message: 'Unauthorized' } };
    if (request.method === 'GET' && request.path === '/accommodations') return cursorPage('/accommodations', state.accommodations, request.query);
    if (request.method === 'GET' && request.path === '/bookings') {
      const ids = request.query.getAll('accommodationId');
      return cursorPage(
        '/bookings',
        state.bookings.filter((booking) => ids.length === 0 || ids.includes(booking.accommodationId)),
        request.query,
      );
    }
    return { status: 404, body: { code: 404, message: 'Not found' } };
  }, '/pms/v2');
  base = provider.url;
  return Object.assign(provider, state);
}
