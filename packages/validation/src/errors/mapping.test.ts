import { describe, expect, it } from 'vitest';
import { alreadyLinkedMessageKey, isRoomNotFoundMessage, krossLinkErrorCode, linkedRoomName } from './mapping.ts';

describe('Kross link errors (spec §8)', () => {
  it.each([
    [400, 'INVALID_CREDENTIALS'],
    [401, 'INVALID_CREDENTIALS'],
    [403, 'INVALID_CREDENTIALS'],
    [409, 'INVALID_CREDENTIALS'],
    [422, 'INVALID_CREDENTIALS'],
    [404, 'API_ERROR'],
    [500, 'API_ERROR'],
    [502, 'API_ERROR'],
    [503, 'CONNECTION_ERROR'],
    [504, 'LINK_CUSTOMER_KROSS_ERROR'],
    [0, 'LINK_CUSTOMER_KROSS_ERROR'],
  ])('%s → %s', (status, code) => {
    expect(krossLinkErrorCode(status)).toBe(code);
  });
});

describe('already-linked listings (spec §5)', () => {
  it('extracts the room named after the marker', () => {
    expect(linkedRoomName('Listing 123 is already linked to another room: Ático Malasaña')).toBe('Ático Malasaña');
    expect(linkedRoomName('is already linked to another room:   Casa Azul  ')).toBe('Casa Azul');
  });

  it('finds no room where the message has none', () => {
    expect(linkedRoomName('is already linked to another room:')).toBeUndefined();
    expect(linkedRoomName('Bad request')).toBeUndefined();
  });

  it('picks the message with the name when there is one, the generic one otherwise', () => {
    expect(alreadyLinkedMessageKey('GUESTY_LISTING_ALREADY_LINKED_ERROR', 'Casa Azul')).toBe('GUESTY_LISTING_ALREADY_LINKED_ERROR');
    expect(alreadyLinkedMessageKey('AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR', undefined)).toBe('AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR_generic');
  });

  it('recognises the server\'s "Room not found"', () => {
    expect(isRoomNotFoundMessage('Room not found')).toBe(true);
    expect(isRoomNotFoundMessage('room not found')).toBe(false);
  });
});
