// How the rooms pages write a guest's stay: the day and the time, in the person's language.
import type { RoomListItem } from '@sereno/api-client';

export type RoomStay = NonNullable<RoomListItem['stay']>;

/** "sáb, 22 nov, 16:00" / "Sat, Nov 22, 4:00 PM": a stay's check-in or check-out. */
export function formatStayTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The stay as one line: the guest in the room and when they leave, or the next one and when they come. */
export function stayKeyOf(stay: RoomStay): { key: 'guestIn' | 'nextGuest'; when: string } {
  return stay.current ? { key: 'guestIn', when: stay.checkOut } : { key: 'nextGuest', when: stay.checkIn };
}
