// What the alarms module shows of an alarm's notifications (spec §3 Alarm: calls, sms, emails): the
// jobs of the alarm, as fragments of the alarms' own query, so a page of alarms costs one query.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { outerColumn } from '../platform/outer-column.ts';
import { notificationJobs, type NotificationChannel, type NotificationStatus } from '../db/schema/notifications.ts';

/** The state of a job that counts as a call, SMS or email made: in the list (SQL) and in a trail read (JS). */
export const countedStatus = 'sent' satisfies NotificationStatus;

/** How many jobs of the alarm `alarmId` (a column of the outer query) were sent on `channel`. */
export const sentJobsOf = (alarmId: AnyColumn, channel: NotificationChannel): SQL<number> =>
  sql<number>`(select count(*) from ${notificationJobs} where ${notificationJobs.alarmId} = ${outerColumn(alarmId)} and ${notificationJobs.status} = ${countedStatus} and ${notificationJobs.channel} = ${channel})::int`;

/** How many of a trail's `lines` (alarm-trail.ts, the alarms export) were sent on `channel`: `sentJobsOf` from rows read. */
export const sentOn = (lines: readonly { status: string; channel: string }[] | undefined, channel: NotificationChannel): number =>
  lines?.reduce((count, line) => (line.status === countedStatus && line.channel === channel ? count + 1 : count), 0) ?? 0;

/** True for an alarm that notified someone: at least one job was written for it, whatever its delivery. */
export const notifiedSomeone = (alarmId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${notificationJobs} where ${notificationJobs.alarmId} = ${outerColumn(alarmId)})`;
