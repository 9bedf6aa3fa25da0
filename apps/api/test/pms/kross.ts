// Kross Booking's API v5: POST auth/get-token { api_key, hotel_id, username, password } →
// { data: { auth_token, auth_token_expire } }, then POST rooms/get-list and reservations/get-list with
// `Authorization: Bearer`; at most `callsPerWindow` calls a window per hotel (10 a minute at Kross), a 429 past it.
import { startLocalProvider, type Answer, type LocalProvider } from './http-server.ts';

export interface KrossCredentialsData {
  apiKey: string;
  hotelId: string;
  username: string;
  password: string;
}

export interface KrossRoomData {
  id_property: number;
  id_room: number;
  id_room_type: number;
  number: string;
  name_room_type: string;
  qt_guests: number;
}

export interface KrossReservationData {
  id_reservation: number;
  cod_reservation?: string;
  id_room: number;
  arrival: string;
  departure: string;
  status: string;
  guest_name?: string;
  guest_surname?: string;
  email?: string;
  qt_guests?: number;
  channel?: string;
  currency?: string;
}

export interface LocalKross extends LocalProvider {
  rooms: KrossRoomData[];
  reservations: KrossReservationData[];
  /** When set, get-token answers this status. */
  tokenAnswer: Answer | null;
  /** The most calls seen within one window, and how many got a 429. */
  busiestWindow: number;
  refused: number;
}

export async function startKross(credentials: KrossCredentialsData, { callsPerWindow = 10, windowMs = 60_000 } = {}): Promise<LocalKross> {
  // Kross counts the calls of each account (hotel): a token's calls count for the hotel it was issued for.
  const calls = new Map<string, number[]>();
  const tokens = new Map<string, string>();
  // The handler reads and writes the returned object, which the tests read and set.
  let local: LocalKross | null = null;
  const provider = await startLocalProvider((request) => {
    const state = local as LocalKross;
    const now = Date.now();
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const hotel =
      request.path === '/auth/get-token'
        ? String((JSON.parse(request.body || '{}') as Record<string, unknown>).hotel_id)
        : (tokens.get(bearer ?? '') ?? 'unknown');
    const recent = (calls.get(hotel) ?? []).filter((time) => now - time < windowMs);
    calls.set(hotel, recent);
    if (recent.length >= callsPerWindow) {
      state.refused++;
      return { status: 429, body: { error: 'Too many requests' }, headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) } };
    }
    recent.push(now);
    state.busiestWindow = Math.max(state.busiestWindow, recent.length);
    if (request.method === 'POST' && request.path === '/auth/get-token') {
      if (state.tokenAnswer) return state.tokenAnswer;
      const body = JSON.parse(request.body || '{}') as Record<string, string>;
      if (
        body.api_key !== credentials.apiKey ||
        body.hotel_id !== credentials.hotelId ||
        body.username !== credentials.username ||
        body.password !== credentials.password
      ) {
        return { status: 401, body: { error: 'Invalid credentials' } };
      }
      const token = `kross-token-${tokens.size + 1}`;
      tokens.set(token, hotel);
      const expire = new Date(now + 60 * 60 * 1000).toISOString().replace('T', ' ').slice(0, 19);
      return { status: 200, body: { data: { auth_token: token, auth_token_expire: expire } } };
    }
    if (!bearer || !tokens.has(bearer)) return { status: 401, body: { error: 'Invalid token' } };
    if (request.method === 'POST' && request.path === '/rooms/get-list') return { status: 200, body: { data: state.rooms } };
    if (request.method === 'POST' && request.path === '/reservations/get-list') {
      const body = JSON.parse(request.body || '{}') as { id_rooms?: string[] };
      const wanted = new Set(body.id_rooms ?? []);
      return { status: 200, body: { data: state.reservations.filter((reservation) => wanted.size === 0 || wanted.has(String(reservation.id_room))) } };
    }
    return { status: 404, body: { error: 'Not found' } };
  }, '/v5');
  local = Object.assign(provider, {
    rooms: [] as KrossRoomData[],
    reservations: [] as KrossReservationData[],
    tokenAnswer: null as Answer | null,
    busiestWindow: 0,
    refused: 0,
  });
  return local;
}
