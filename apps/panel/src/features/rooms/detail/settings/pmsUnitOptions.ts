// What a room links to at each provider, as the person picks it: the id the room keeps (the one the
// server checks, `unitIdOf` in apps/api/src/third-parties/service.ts) and the words that name it.
import type { PmsUnits } from '@sereno/api-client';
import type { PmsProviderName } from '@sereno/validation';

export interface PmsUnitOption {
  key: string;
  label: string;
  /** More about it: the listing's address, the accommodation's type and status, the room's guests. */
  detail: string;
}

/** The room's field for each provider's link (PUT /rooms/{id}/settings). */
export const linkFields = { guesty: 'guestyLinkedRoom', avantio: 'avantioLinkedRoom', kross: 'krossLinkedRoom' } as const satisfies Record<
  PmsProviderName,
  string
>;

/** `guests` words a Kross room's capacity in the person's language. */
export function pmsUnitOptions<Provider extends PmsProviderName>(
  provider: Provider,
  units: PmsUnits[Provider],
  guests: (count: number) => string,
): PmsUnitOption[] {
  if (provider === 'guesty') {
    return (units as PmsUnits['guesty']).map((listing) => ({
      key: listing._id,
      label: listing.nickname && listing.nickname !== listing.title ? `${listing.title} (${listing.nickname})` : listing.title || listing.nickname,
      detail: listing.address,
    }));
  }
  if (provider === 'avantio') {
    return (units as PmsUnits['avantio']).map((accommodation) => ({
      key: accommodation.id,
      label: accommodation.name,
      detail: [accommodation.type, accommodation.status].filter(Boolean).join(' · '),
    }));
  }
  return (units as PmsUnits['kross']).map((room) => ({ key: room.id_room, label: `${room.number} · ${room.name_room_type}`, detail: guests(room.qt_guests) }));
}

/** The options whose words contain `search`, ignoring case and accents. */
export function matchingOptions(options: PmsUnitOption[], search: string): PmsUnitOption[] {
  const folded = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = folded(search.trim());
  return wanted === '' ? options : options.filter((option) => folded(`${option.label} ${option.detail}`).includes(wanted));
}
