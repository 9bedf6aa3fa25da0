// Which alarms a caller may see (docs/permissions.md, "Alarms"): those of the rooms it may see, written
// once on top of `visibleRooms`, so that another customer's alarm answers 404 like a missing one.
import { inArray, type SQL } from 'drizzle-orm';
import { visibleRooms } from '../platform/access.ts';
import { roomIdsWhere } from '../rooms/service.ts';
import type { UserRow } from '../users/queries.ts';
import { alarms } from '../db/schema/alarms.ts';

export function visibleAlarms(caller: UserRow): SQL | undefined {
  const scope = visibleRooms(caller);
  return scope === undefined ? undefined : inArray(alarms.roomId, roomIdsWhere(scope));
}
