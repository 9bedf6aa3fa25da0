// Guesty's Open API as its documentation describes it (open-api-docs.guesty.com): POST /oauth2/token
// (form, client credentials, scope open-api) → { access_token, expires_in: 86400 }, at most 5 tokens
// per key a day (a sixth is a 429), and /v1/listings, /v1/reservations as limit/skip pages of
// { results, count, limit, skip } behind `Authorization: Bearer`.
import { startLocalProvider, type LocalProvider } from './http-server.ts';

export interface GuestyListingData {
  _id: string;
  nickname: string;
  title: string;
  address: { full: string };
}

export interface GuestyReservationData {
  _id: string;
  listingId: string;
  status: string;
  checkIn: string;
  checkOut: string;
  confirmationCode?: string;
  guestsCount?: number;
  guest?: { firstName?: string; lastName?: string; phone?: string; email?: string };
  integration?: { platform?: string };
  money?: { currency?: string };
  lastUpdatedAt?: string;
}

export interface LocalGuesty extends LocalProvider {
  listings: GuestyListingData[];
  reservations: GuestyReservationData[];
  /** Tokens issued, and the tokens still accepted. */
  issued: string[];
  valid: Set<string>;
}

export async function startGuesty({ clientId, clientSecret }: { clientId: string; clientSecret: string }): Promise<LocalGuesty> {
  const state = { listings: [] as GuestyListingData[], reservations: [] as GuestyReservationData[], issued: [] as string[], valid: new Set<string>() };
  const page = <Item>(items: Item[], query: URLSearchParams) => {
    const limit = Math.min(Number(query.get('limit') ?? 25), 100);
    const skip = Number(query.get('skip') ?? 0);
    return { status: 200, body: { results: items.slice(skip, skip + limit), count: items.length, limit, skip } };
  };
  const provider = await startLocalProvider((request) => {
    if (request.method === 'POST' && request.path === '/oauth2/token') {
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('scope') !== 'open-api') return { status: 400, body: { error: 'invalid_request' } };
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return { status: 401, body: { error: 'invalid_client' } };
      if (state.issued.length >= 5) return { status: 429, body: { error: 'too many tokens' }, headers: { 'retry-after': '86400' } };
      const token = `guesty-token-${state.issued.length + 1}`;
      state.issued.push(token);
      state.valid.add(token);
      return { status: 200, body: { token_type: 'Bearer', expires_in: 86_400, access_token: token, scope: 'open-api' } };
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !state.valid.has(bearer)) return { status: 401, body: { error: { code: 'UNAUTHORIZED' } } };
    if (request.method === 'GET' && request.path === '/v1/listings') return page(state.listings, request.query);
    if (request.method === 'GET' && request.path === '/v1/reservations') {
      const filters = JSON.parse(request.query.get('filters') ?? '[]') as { field: string; operator: string; value: unknown }[];
      const matching = state.reservations.filter((reservation) =>
        filters.every((filter) => {
          if (filter.field === 'listingId' && filter.operator === '$in') return (filter.value as string[]).includes(reservation.listingId);
          if (filter.field === 'lastUpdatedAt' && filter.operator === '$gte') return (reservation.lastUpdatedAt ?? '') >= String(filter.value);
          return true;
        }),
      );
      return page(matching, request.query);
    }
    return { status: 404, body: { error: 'not found' } };
  });
  return Object.assign(provider, state);
}
