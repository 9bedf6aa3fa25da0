// The orders of GET /api/alarms/paginated. `priority` is the night console's: the active alarms
// first, the most severe of them first and, among equals, the one waiting longest; then the resolved
// ones, newest first. Each key is ascending in that order (`sortDirection=desc` turns it round).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alarms } from '../db/schema/alarms.ts';

const levelRank = sql`case ${alarms.level} when 'low' then 0 when 'medium' then 1 else 2 end`;
const isActive = sql`${alarms.state} = 'active'`;
const epoch = sql`extract(epoch from ${alarms.createdAt})`;

export const alarmSortKeys = ['createdAt', 'level', 'type', 'name', 'priority'] as const;

export const alarmSortColumns: Record<(typeof alarmSortKeys)[number], AnyColumn | SQL | SQL[]> = {
  createdAt: alarms.createdAt,
  level: levelRank,
  type: alarms.type,
  name: alarms.name,
  priority: [
    sql`case when ${isActive} then 0 else 1 end`,
    sql`case when ${isActive} then 2 - ${levelRank} else 0 end`,
    sql`case when ${isActive} then ${epoch} else -${epoch} end`,
  ],
};
