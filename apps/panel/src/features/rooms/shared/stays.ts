// A guest's stay as the rooms pages show it.
import type { RoomListItem } from '@sereno/api-client';

export type RoomStay = NonNullable<RoomListItem['stay']>;

/** The stay as one line: the guest in the room and when they leave, or the next one and when they come. */
export function stayKeyOf(stay: RoomStay): { key: 'guestIn' | 'nextGuest'; when: string } {
  return stay.current ? { key: 'guestIn', when: stay.checkOut } : { key: 'nextGuest', when: stay.checkIn };
}
