// Which alarms a caller may see (docs/permissions.md, "Alarms"): those of the rooms it may see, written
// once on top of `visibleRooms`, so that another customer's alarm answers 404 like a missing one.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { visibleRooms } from '../platform/access.ts';
import { rooms } from '../rooms/table.ts';
import type { UserRow } from '../users/table.ts';
import { alarms } from './table.ts';

export function visibleAlarms(caller: UserRow): SQL | undefined {
  const scope = visibleRooms(caller);
  return scope === undefined ? undefined : inArray(alarms.roomId, sql`(select ${rooms.id} from ${rooms} where ${scope})`);
}

/** Alarms that notified someone: at least one notification job was written for them (whatever its delivery). */
export const notifiedSomeone = sql`exists (select 1 from notification_jobs j where j.alarm_id = ${alarms.id})`;
