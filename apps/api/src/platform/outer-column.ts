// The modules hand each other subqueries that refer to a column of the outer query (a booking's room,
// an alarm's owner). drizzle writes the columns of a select without joins unqualified, and inside a
// subquery an unqualified name means the inner table's column when it has one (alarms.id next to
// notification_jobs.id). Named with its table, the outer column always means the outer one.
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const outerColumn = (column: AnyColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
