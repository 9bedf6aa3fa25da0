// Avantio PMS API v2: the customer's key in the X-Avantio-Auth header of every call; lists come in
// cursor pages, each naming the next in `_links.next` (followed only on Avantio's own origin, so that
// an answer cannot send the key elsewhere).
import { z } from 'zod';
import { providerJson, ProviderError, type ProviderHttpOptions } from './http.ts';
import { avantioStatus, type ImportedReservation } from './reservations.ts';

export interface AvantioCredentials {
  authKey: string;
}

export interface AvantioAccommodation {
  id: string;
  name: string;
  type: string;
  status: string;
}

const pageSize = 50;
const maxPages = 200;
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const identifier = z.union([z.string().min(1), z.number().int()]).transform(String);
const page = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), _links: z.object({ next: z.string().nullish() }).partial().nullish() });

const accommodationAnswer = page(z.object({ id: identifier, name: text, type: text, status: text }));
const bookingAnswer = page(
  z.object({
    id: identifier,
    accommodationId: identifier,
    status: z.string(),
    reference: text,
    stayDates: z.object({ arrival: z.iso.date().or(z.iso.datetime({ offset: true })), departure: z.iso.date().or(z.iso.datetime({ offset: true })) }),
    customer: z.object({ name: text, surnames: text, email: text, phone: text, nationality: text, language: text }).partial().nullish(),
    occupants: z.object({ adults: z.number().int().nullish(), children: z.number().int().nullish() }).partial().nullish(),
    channel: text,
    amounts: z.object({ currency: text }).partial().nullish(),
  }),
);

export interface AvantioClient {
  accommodations(credentials: AvantioCredentials): Promise<AvantioAccommodation[]>;
  /** The bookings of `accommodationIds` changed since `since` (all when null). */
  bookings(credentials: AvantioCredentials, input: { accommodationIds: string[]; since: Date | null }): Promise<ImportedReservation[]>;
}

export function createAvantioClient({ baseUrl, http }: { baseUrl: string; http: ProviderHttpOptions }): AvantioClient {
  const base = baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;

  async function allPages<Item>(
    credentials: AvantioCredentials,
    firstUrl: string,
    schema: z.ZodType<{ data: Item[]; _links?: { next?: string | null | undefined } | null | undefined }>,
  ): Promise<Item[]> {
    const items: Item[] = [];
    let url: string | null = firstUrl;
    for (let count = 0; url !== null; count++) {
      if (count >= maxPages) throw new ProviderError('avantio', 'malformed', `more than ${maxPages} pages`);
      const answer: { data: Item[]; _links?: { next?: string | null | undefined } | null | undefined } = await providerJson(
        'avantio',
        { method: 'GET', url, headers: { 'x-avantio-auth': credentials.authKey } },
        schema,
        http,
      );
      items.push(...answer.data);
      const next: string | null | undefined = answer._links?.next;
      if (!next) url = null;
      else {
        const resolved: URL = new URL(next, `${base}/`);
        if (resolved.origin !== origin) throw new ProviderError('avantio', 'malformed', 'a next page on another origin');
        url = resolved.toString();
      }
    }
    return items;
  }

  return {
    async accommodations(credentials) {
      const rows = await allPages(credentials, `${base}/accommodations?pagination_size=${pageSize}`, accommodationAnswer);
      return rows.map((row) => ({ id: row.id, name: row.name ?? '', type: row.type ?? '', status: row.status ?? '' }));
    },
    async bookings(credentials, { accommodationIds, since }) {
      if (accommodationIds.length === 0) return [];
      const query = new URLSearchParams({ pagination_size: String(pageSize) });
      for (const id of accommodationIds) query.append('accommodationId', id);
      if (since) query.set('updatedFrom', since.toISOString());
      const rows = await allPages(credentials, `${base}/bookings?${query}`, bookingAnswer);
      const wanted = new Set(accommodationIds);
      return rows
        .filter((row) => wanted.has(row.accommodationId))
        .map((row): ImportedReservation => {
          const customer = row.customer ?? {};
          const pax = (row.occupants?.adults ?? 0) + (row.occupants?.children ?? 0);
          return {
            externalId: row.id,
            unitId: row.accommodationId,
            status: avantioStatus(row.status),
            checkIn: new Date(row.stayDates.arrival),
            checkOut: new Date(row.stayDates.departure),
            guest: {
              firstName: customer.name || 'Avantio',
              ...(customer.surnames ? { lastName: customer.surnames } : {}),
              ...(customer.phone ? { phone: customer.phone } : {}),
              ...(customer.email ? { email: customer.email } : {}),
              ...(customer.nationality ? { nationality: customer.nationality } : {}),
              ...(customer.language ? { language: customer.language } : {}),
            },
            pax: Math.max(1, pax),
            ...(row.reference ? { pmsReservationNumber: row.reference } : {}),
            ...(row.channel ? { otaOrigin: row.channel } : {}),
            ...(row.amounts?.currency ? { currency: row.amounts.currency } : {}),
          };
        });
    },
  };
}
