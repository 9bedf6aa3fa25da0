// The geocoder behind the address suggestions: a Nominatim-compatible `/search` (OpenStreetMap's own
// service, a self-hosted Nominatim, or a provider speaking its API), called with a timeout. It never
// fails its caller: a geocoder that is down, slow or answers nonsense gives no suggestions and a
// warning in the log, so that an address form still works by hand.
import type { AddressSuggestion, Language } from '@sereno/validation';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** How many suggestions one call asks for: a dropdown's worth. */
export const SUGGESTIONS_MAX = 5;

export interface SuggestionQuery {
  address: string;
  /** ISO 3166-1 alpha-2, lower case, to keep results in one country. */
  countryCode: string | null;
  /** A country name the geocoder is left to read itself, when it is not one we could map to a code. */
  countryText: string | null;
  language: Language;
}

export interface Geocoder {
  suggest(query: SuggestionQuery): Promise<AddressSuggestion[]>;
}

// Nominatim's jsonv2 answer with addressdetails=1: only the fields read here, each optional.
const nominatimAddress = z
  .object({
    road: z.string(),
    pedestrian: z.string(),
    footway: z.string(),
    house_number: z.string(),
    city: z.string(),
    town: z.string(),
    village: z.string(),
    hamlet: z.string(),
    municipality: z.string(),
    province: z.string(),
    state: z.string(),
    county: z.string(),
    postcode: z.string(),
  })
  .partial();
const nominatimAnswer = z.array(z.object({ display_name: z.string().optional(), address: nominatimAddress.optional() }));

function toSuggestion({ display_name: displayName, address = {} }: z.infer<typeof nominatimAnswer>[number]): AddressSuggestion | null {
  const street = address.road ?? address.pedestrian ?? address.footway;
  // Spanish addresses write the number after the street: "Calle Larios 5".
  const line = street ? [street, address.house_number].filter(Boolean).join(' ') : displayName?.split(',')[0]?.trim();
  if (!line) return null;
  return {
    address: line,
    city: address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? '',
    province: address.province ?? address.state ?? address.county ?? '',
    zipCode: address.postcode ?? '',
  };
}

export function createNominatimGeocoder({
  url,
  timeoutMs,
  userAgent,
  log,
}: {
  url: string;
  timeoutMs: number;
  userAgent: string;
  log: FastifyBaseLogger;
}): Geocoder {
  return {
    async suggest({ address, countryCode, countryText, language }) {
      const search = new URL(`${url}/search`);
      search.searchParams.set('q', countryText ? `${address}, ${countryText}` : address);
      search.searchParams.set('format', 'jsonv2');
      search.searchParams.set('addressdetails', '1');
      search.searchParams.set('limit', String(SUGGESTIONS_MAX));
      search.searchParams.set('accept-language', language);
      if (countryCode) search.searchParams.set('countrycodes', countryCode);
      try {
        // Nominatim's usage policy asks every application to name itself.
        const response = await fetch(search, { headers: { accept: 'application/json', 'user-agent': userAgent }, signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) {
          log.warn({ status: response.status }, 'address suggestions: the geocoder answered an error; no suggestions');
          return [];
        }
        const parsed = nominatimAnswer.safeParse(await response.json());
        if (!parsed.success) {
          log.warn('address suggestions: the geocoder answered something that is not a Nominatim search result; no suggestions');
          return [];
        }
        const seen = new Set<string>();
        return parsed.data.flatMap((place) => {
          const suggestion = toSuggestion(place);
          const key = suggestion && JSON.stringify(suggestion);
          if (!suggestion || !key || seen.has(key)) return [];
          seen.add(key);
          return [suggestion];
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        log.warn(
          { err: error },
          timedOut
            ? `address suggestions: the geocoder did not answer within ${timeoutMs} ms; no suggestions`
            : 'address suggestions: the geocoder could not be reached; no suggestions',
        );
        return [];
      }
    },
  };
}
