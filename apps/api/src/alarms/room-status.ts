// What the rooms module shows of a room's alarms (spec §2, §4): the noise-alert status while an active
// noise alarm exists, and the active alarms in the room's detail.
import type { Language } from '@sereno/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { rooms } from '../rooms/table.ts';
import { findAlarms, type AlarmResponse } from './responses.ts';
import { alarms } from './table.ts';

/** True for a room (of a query on `rooms`) with an active noise alarm. */
export const hasActiveNoiseAlarm = sql<boolean>`exists (select 1 from alarms a where a.room_id = ${rooms.id} and a.type = 'sound' and a.state = 'active')`;

/** The number of active alarms of a room (of a query on `rooms`): at most one per type. */
export const activeAlarmCount = sql<number>`(select count(*)::int from alarms a where a.room_id = ${rooms.id} and a.state = 'active')`;

/** A room's active alarms (at most one per type), newest first. */
export const activeAlarmsOf = (db: Database, roomId: string, language: Language): Promise<AlarmResponse[]> =>
  findAlarms(db, and(eq(alarms.roomId, roomId), eq(alarms.state, 'active')), language, 3);
