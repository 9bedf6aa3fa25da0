// What the rooms module shows of a room's alarms (spec §2, §4): the noise-alert status while an active
// noise alarm exists, and the active alarms in the room's detail.
import type { Language } from '@sereno/validation';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { findAlarms, type AlarmResponse } from './responses.ts';
import { alarms } from '../db/schema/alarms.ts';

/** True for the room `roomId` (a column of the outer query) while it has an active noise alarm. */
export const hasActiveNoiseAlarm = (roomId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${alarms} where ${alarms.roomId} = ${outerColumn(roomId)} and ${alarms.type} = 'sound' and ${alarms.state} = 'active')`;

/** The number of active alarms of the room `roomId` (a column of the outer query): at most one per type. */
export const activeAlarmCount = (roomId: AnyColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${alarms} where ${alarms.roomId} = ${outerColumn(roomId)} and ${alarms.state} = 'active')`;

/**
 * How urgent the room `roomId` (a column of the outer query) is by its active alarms, for sorting:
 * 0 with a high one, 1 a medium, 2 a low, 3 without any (the rooms list's "alarms first").
 */
export const activeAlarmRank = (roomId: AnyColumn): SQL<number> =>
  sql<number>`coalesce((select min(case ${alarms.level} when 'high' then 0 when 'medium' then 1 else 2 end) from ${alarms} where ${alarms.roomId} = ${outerColumn(roomId)} and ${alarms.state} = 'active'), 3)`;

/** A room's active alarms (at most one per type), newest first. */
export const activeAlarmsOf = (db: Database, roomId: string, language: Language): Promise<AlarmResponse[]> =>
  findAlarms(db, and(eq(alarms.roomId, roomId), eq(alarms.state, 'active')), language, 3);
