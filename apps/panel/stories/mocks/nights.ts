// The nights page's data (GET /api/rooms/{roomId}/nights): each night from 20:00 to 08:00 on the
// room's clock, its noise hour by hour, its alarms, its guests and the hours the device was silent.
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { alarm, booking, type RoomListItem } from './fixtures.ts';

export type RoomNights = SuccessBody<'/api/rooms/{roomId}/nights', 'get'>;
export type RoomNight = RoomNights['nights'][number];

const hour = 3_600_000;
/** The local day `back` days before today, as YYYY-MM-DD. */
const dayBefore = (back: number) => {
  const date = new Date();
  date.setDate(date.getDate() - back);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The night that began `back` days ago (1: last night), loud around midnight when `loud`. */
export function night(
  back: number,
  { loud = true, guest = booking(0).guest }: { loud?: boolean; guest?: { firstName: string; lastName?: string } } = {},
): RoomNight {
  const from = new Date(`${dayBefore(back)}T20:00:00`);
  const at = (hours: number) => new Date(from.getTime() + hours * hour).toISOString();
  const hours = Array.from({ length: 12 }, (_, n) => {
    const avg = Math.round(38 + ((Math.sin(n / 2) + 1) / 2) * 14 + (loud && (n === 4 || n === 5) ? 22 : 0));
    return { start: at(n), avg, max: avg + 6 };
  });
  const sorted = [...hours].sort((a, b) => a.avg - b.avg);
  return {
    night: dayBefore(back),
    from: at(0),
    to: at(12),
    hours,
    loudest: sorted.at(-1),
    quietest: sorted[0],
    silences: back % 3 === 2 ? [{ from: at(7), to: at(8.5) }] : [],
    stays: [{ _id: 'stay-1', checkIn: at(-4), checkOut: at(15), guest, pax: 3 }],
    alarms: loud
      ? [
          (({ resolved: _resolved, stage: _stage, ...rest }) => ({
            ...rest,
            stage: 'host' as const,
            createdAt: at(4.2),
            lastTriggeredAt: at(4.6),
            durationMs: 35 * 60_000,
            state: 'resolved' as const,
            resolved: { at: at(4.8), by: { _id: 'agent', username: 'agent' }, reason: 'guestsWarned' as const },
          }))(alarm(0)),
        ]
      : [],
  };
}

/** A night of a device that sent nothing: no hours, no alarms, nobody staying. */
export const emptyNight = (back: number): RoomNight => ({ ...night(back, { loud: false }), hours: [], loudest: undefined, quietest: undefined, stays: [] });

/** The nights of `room`: the `count` asked for, ending with the night asked for. */
export function roomNights(room: RoomListItem, make: (back: number) => RoomNight = (back) => night(back, { loud: back % 2 === 1 })): HttpHandler[] {
  return [
    answer('get', '/api/rooms/{roomId}/nights', ({ query }) => ({
      roomId: room._id,
      roomName: room.name,
      timeZone: 'Europe/Madrid',
      nights: Array.from({ length: Number(query.get('count') ?? 1) }, (_, n) => make(n + 1)),
    })),
  ];
}
