import type { ErrorCode } from './codes.ts';

/** Spec §8: the Kross link error by HTTP status (400, 401, 403 and other 4xx; 503; 500, 502, 404). */
export function krossLinkErrorCode(status: number): ErrorCode {
  if (status === 404 || status === 500 || status === 502) return 'API_ERROR';
  if (status === 503) return 'CONNECTION_ERROR';
  if (status >= 400 && status < 500) return 'INVALID_CREDENTIALS';
  return 'LINK_CUSTOMER_KROSS_ERROR';
}

const alreadyLinkedMarker = 'is already linked to another room:';

/**
 * Spec §5/§8: linking a Guesty listing or an Avantio accommodation that another room holds answers a
 * message containing 'is already linked to another room:' and the room's name, which is extracted.
 */
export function linkedRoomName(message: string): string | undefined {
  const at = message.indexOf(alreadyLinkedMarker);
  if (at < 0) return undefined;
  const name = message.slice(at + alreadyLinkedMarker.length).trim();
  return name.length > 0 ? name : undefined;
}

/** The i18n key of an already-linked error: with the room's name when the message carried one. */
export function alreadyLinkedMessageKey(
  code: Extract<ErrorCode, 'GUESTY_LISTING_ALREADY_LINKED_ERROR' | 'AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR'>,
  roomName: string | undefined,
): string {
  return roomName ? code : `${code}_generic`;
}

/** Spec §8: ROOM_NOT_FOUND when the server's message is 'Room not found'. */
export const isRoomNotFoundMessage = (message: string): boolean => message === 'Room not found';
