// The language of the guest's page: EN, PT, ES, FR, as the guest's call (spec §3 customGuestCallOptions).
// The booking's language, read as the call reads it (its first two letters); else the guest's
// nationality; else the language the room wrote its own guest-call text in; else Spanish, the product's
// default. The page's language switch (`?lang=`) overrides it.
import type { BookingRow } from '../bookings/service.ts';
import type { CallLanguage } from '../notifications/call-scripts.ts';
import type { RoomRow } from '../rooms/service.ts';

export const guestLanguages = ['ES', 'EN', 'PT', 'FR'] as const satisfies readonly CallLanguage[];
export type GuestLanguage = (typeof guestLanguages)[number];

/** A language code (`es`, `pt-BR`, `FR`) as one of the four; null for another one. */
export function guestLanguageOf(value: string | null | undefined): GuestLanguage | null {
  const code = (value ?? '').trim().slice(0, 2).toUpperCase();
  return (guestLanguages as readonly string[]).includes(code) ? (code as GuestLanguage) : null;
}

// Countries (ISO 3166-1 alpha-2, and their names as a form may hold them) that speak one of the four.
const byCountry: Record<GuestLanguage, string[]> = {
  ES: [
    'ES',
    'MX',
    'AR',
    'CO',
    'CL',
    'PE',
    'VE',
    'EC',
    'GT',
    'CU',
    'BO',
    'DO',
    'HN',
    'PY',
    'SV',
    'NI',
    'CR',
    'PA',
    'UY',
    'spain',
    'españa',
    'espanola',
    'española',
    'spanish',
    'mexico',
    'méxico',
    'argentina',
    'colombia',
    'chile',
    'peru',
    'perú',
  ],
  PT: ['PT', 'BR', 'AO', 'MZ', 'CV', 'portugal', 'portuguese', 'portuguesa', 'brazil', 'brasil', 'brazilian', 'brasileña', 'brasileira'],
  FR: ['FR', 'BE', 'LU', 'MC', 'SN', 'CI', 'MA', 'TN', 'DZ', 'france', 'francia', 'french', 'francesa', 'française', 'belgium', 'bélgica', 'belgique'],
  EN: [
    'GB',
    'UK',
    'US',
    'IE',
    'CA',
    'AU',
    'NZ',
    'ZA',
    'united kingdom',
    'reino unido',
    'england',
    'british',
    'ireland',
    'irlanda',
    'united states',
    'estados unidos',
    'usa',
    'american',
    'canada',
    'australia',
  ],
};
const countryLanguage = new Map<string, GuestLanguage>(
  (Object.entries(byCountry) as [GuestLanguage, string[]][]).flatMap(([language, countries]) =>
    countries.map((country) => [country.toLowerCase(), language] as const),
  ),
);

export const languageOfNationality = (nationality: string | null | undefined): GuestLanguage | null =>
  countryLanguage.get((nationality ?? '').trim().toLowerCase()) ?? null;

/** The page's language for this booking in this room, when the guest has not chosen one. */
export function guestPageLanguage(
  booking: Pick<BookingRow, 'guestLanguage' | 'guestNationality'>,
  room: Pick<RoomRow, 'customGuestCallOptions'>,
): GuestLanguage {
  const own = guestLanguages.find((language) => room.customGuestCallOptions[language]?.trim());
  return guestLanguageOf(booking.guestLanguage) ?? languageOfNationality(booking.guestNationality) ?? own ?? 'ES';
}
