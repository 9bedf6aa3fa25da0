// A room's nights and a booking's stay, told the morning after (issue 31): per span, the noise hour by
// hour with its loudest and quietest hour, the alarms that were active with their peak and how long they
// lasted, the confirmed stays it overlaps, and when the device was silent. The readings, alarms and
// bookings are read through their owners (readings/series.ts, alarms/responses.ts, bookings/service.ts).
import type { AlarmResponse, Language } from '@sereno/validation';
import { alarmsOfRoomDuring } from '../alarms/responses.ts';
import { staysOfRoomDuring, type BookingRow } from '../bookings/service.ts';
import type { Database } from '../platform/database.ts';
import { addDays, instantOfLocal } from '../platform/local-time.ts';
import { bucketed, ofRoom } from '../readings/series.ts';
import type { RoomRow } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { loudestAndQuietest, silences, type HourOfNoise, type Silence } from './summary.ts';

/** A night runs from 20:00 to 08:00 the next morning, on the room's clock. */
export const nightStartMinute = 20 * 60;
export const nightEndMinute = 8 * 60;
const hourMs = 3_600_000;
/** Silences are found in buckets this wide: a reading a minute leaves none empty. */
const presenceBucketMs = 5 * 60_000;
/** The alarms told of one span, at most. */
const alarmsMax = 100;

export interface Span {
  from: Date;
  to: Date;
}

export interface SpanSummary {
  from: Date;
  to: Date;
  hours: HourOfNoise[];
  loudest?: HourOfNoise | undefined;
  quietest?: HourOfNoise | undefined;
  alarms: (AlarmResponse & { durationMs: number })[];
  stays: BookingRow[];
  silences: Silence[];
}

/** The night of `date` in the room's time zone. */
export function nightOf(date: string, timeZone: string): Span {
  return { from: instantOfLocal(date, nightStartMinute, timeZone), to: instantOfLocal(addDays(date, 1), nightEndMinute, timeZone) };
}

/** What happened in the room in `span`, up to `now` (a night still running is told as far as it went). */
export async function summariseSpan(db: Database, caller: UserRow, room: RoomRow, span: Span, now: Date, language: Language): Promise<SpanSummary> {
  const end = new Date(Math.min(span.to.getTime(), Math.max(span.from.getTime(), now.getTime())));
  const seen = { from: span.from, to: end };
  const [hourBuckets, presence, alarms, stays] = await Promise.all([
    bucketed(db, { where: ofRoom(room.id), range: seen, measures: ['noise'], bucketMs: hourMs }),
    bucketed(db, { where: ofRoom(room.id), range: seen, measures: ['noise'], bucketMs: presenceBucketMs }),
    alarmsOfRoomDuring(db, room.id, span, language, alarmsMax),
    staysOfRoomDuring(db, caller, room.id, span),
  ]);
  const hours = hourBuckets.flatMap((bucket) =>
    bucket.values.noise ? [{ start: new Date(bucket.end.getTime() - hourMs), avg: bucket.values.noise.avg, max: bucket.values.noise.max }] : [],
  );
  return {
    from: span.from,
    to: span.to,
    hours,
    ...loudestAndQuietest(hours),
    alarms: alarms.map((alarm) => ({ ...alarm, durationMs: (alarm.resolved ? Date.parse(alarm.resolved.at) : now.getTime()) - Date.parse(alarm.createdAt) })),
    stays,
    silences:
      end > span.from
        ? silences(
            presence.map((bucket) => bucket.at),
            seen,
          )
        : [],
  };
}
