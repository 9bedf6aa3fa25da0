// What the alarms module shows of an alarm's notifications (spec §3 Alarm: calls, sms, emails): the
// jobs of the alarm, as fragments of the alarms' own query, so a page of alarms costs one query.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { outerColumn } from '../platform/outer-column.ts';
import { notificationJobs, type NotificationChannel } from '../db/schema/notifications.ts';

/**
 * How many jobs of the alarm `alarmId` (a column of the outer query) were sent on `channel`. The same
 * count from a trail already read is `sentOn` (alarm-trail.ts, the alarms export): change both together.
 */
export const sentJobsOf = (alarmId: AnyColumn, channel: NotificationChannel): SQL<number> =>
  sql<number>`(select count(*) from ${notificationJobs} where ${notificationJobs.alarmId} = ${outerColumn(alarmId)} and ${notificationJobs.status} = 'sent' and ${notificationJobs.channel} = ${channel})::int`;

/** True for an alarm that notified someone: at least one job was written for it, whatever its delivery. */
export const notifiedSomeone = (alarmId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${notificationJobs} where ${notificationJobs.alarmId} = ${outerColumn(alarmId)})`;
