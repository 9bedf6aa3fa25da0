// The rooms list's export (GET /api/rooms/export.csv and .xlsx, docs/exports.md), and the time zone
// of a device's live room for the devices' export (the rooms module owns the rooms table).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { outerColumn } from '../platform/outer-column.ts';
import { rooms } from '../db/schema/rooms.ts';

/** The IANA time zone of the live room the device `monitorId` (a column of the outer query) watches; null: none. */
export const liveRoomTimeZoneOfDevice = (monitorId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${rooms.timezoneName} from ${rooms} where ${rooms.monitorId} = ${outerColumn(monitorId)} and ${rooms.deletedAt} is null)`;
