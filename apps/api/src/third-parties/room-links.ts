// A room's links to its customer's PMS listings (the integrations section of the room settings):
// a room links only to a listing that its customer's linked account returns, and a listing to one live
// room of the customer at a time (spec §5: 409 "… is already linked to another room: {name}", the
// English fragment kept in both languages because the panel reads the name after it).
import type { ErrorCode, Language, roomLinksSchema } from '@sereno/validation';
import type { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { roomHoldingListing, type RoomRow } from '../rooms/service.ts';
import { customerOfUser } from '../users/queries.ts';
import { asHttpError, thirdPartyError } from './errors.ts';
import { thirdPartyText, unitNames } from './messages.ts';
import { unitIdOf, type ThirdParties } from './service.ts';
import type { PmsProvider } from '../db/schema/third-parties.ts';

const linkFields = { guesty: 'guestyLinkedRoom', avantio: 'avantioLinkedRoom', kross: 'krossLinkedRoom' } as const satisfies Record<PmsProvider, keyof RoomRow>;
const alreadyLinkedCode: Record<PmsProvider, ErrorCode> = {
  guesty: 'GUESTY_LISTING_ALREADY_LINKED_ERROR',
  avantio: 'AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR',
  kross: 'CONFLICT_ERROR',
};

export type RoomLinkChanges = Partial<Record<(typeof linkFields)[PmsProvider], string | null>>;

async function customerOfRoom(db: Database, room: RoomRow): Promise<string | null> {
  if (room.ownerId === null) return null;
  return (await customerOfUser(db, room.ownerId)) ?? null;
}

/**
 * The link columns that `links` changes on `room`, each new listing checked with the provider (outside
 * any transaction: it may take seconds): 409 when the customer has no such account linked, 400 when
 * the listing is not one of it, 502/503/504 when the provider fails.
 */
export async function checkedRoomLinks(
  db: Database,
  thirdParties: ThirdParties,
  language: Language,
  room: RoomRow,
  links: z.output<typeof roomLinksSchema>,
): Promise<RoomLinkChanges> {
  const changes: RoomLinkChanges = {};
  for (const provider of Object.keys(linkFields) as PmsProvider[]) {
    const field = linkFields[provider];
    const wanted = links[field];
    if (wanted === undefined || wanted === room[field]) continue;
    changes[field] = wanted;
    if (wanted === null) continue;
    const customerId = await customerOfRoom(db, room);
    const stored = customerId === null ? ({ missing: 'notLinked' } as const) : await thirdParties.connections.get(customerId, provider);
    if ('missing' in stored) throw thirdPartyError(409, 'API_ERROR', thirdPartyText(language, stored.missing, { provider }));
    let units: unknown[];
    try {
      units = await thirdParties.unitsOf(stored, { maxWaitMs: 20_000 });
    } catch (error) {
      throw asHttpError(language, error, 'use');
    }
    if (!units.some((unit) => unitIdOf(provider, unit as never) === wanted)) {
      throw thirdPartyError(
        400,
        'VALIDATION_ERROR',
        thirdPartyText(language, 'notAListing', { provider, id: wanted, unit: unitNames[language][provider].some }),
      );
    }
  }
  return changes;
}

/** 409 when a changed link names a listing another live room of the customer holds (run in the write's transaction). */
export async function assertLinksFree(tx: Database, language: Language, room: RoomRow, changes: RoomLinkChanges): Promise<void> {
  const customerId = await customerOfRoom(tx, room);
  if (customerId === null) return;
  for (const provider of Object.keys(linkFields) as PmsProvider[]) {
    const wanted = changes[linkFields[provider]];
    if (wanted === undefined || wanted === null) continue;
    const other = await roomHoldingListing(tx, { customerId, provider, unitId: wanted, roomId: room.id });
    if (other) {
      const unit = unitNames[language][provider].one;
      throw thirdPartyError(
        409,
        alreadyLinkedCode[provider],
        thirdPartyText(language, 'listingAlreadyLinked', { provider, unit, id: wanted, room: other.name }),
      );
    }
  }
}
