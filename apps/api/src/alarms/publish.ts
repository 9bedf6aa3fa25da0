// Alarm events on the bus (GET /api/events forwards them by room visibility), published after the
// commit that changed the alarm: raised, level, stage, resolved, acknowledged.
import type { FastifyBaseLogger } from 'fastify';
import { defaultLanguage } from '@sereno/validation';
import { inArray } from 'drizzle-orm';
import type { EventBus } from '../events/bus.ts';
import type { Database } from '../platform/database.ts';
import type { AlarmChangeNotice } from './evaluations.ts';
import { findAlarms } from './responses.ts';
import { alarms } from '../db/schema/alarms.ts';

export async function publishAlarmChanges(db: Database, events: EventBus, notices: readonly AlarmChangeNotice[], log: FastifyBaseLogger): Promise<void> {
  if (notices.length === 0) return;
  try {
    const ids = [...new Set(notices.map((notice) => notice.alarmId))];
    // Events carry no request language: the title is in the default one; the panel words type and level itself.
    const answers = await findAlarms(db, inArray(alarms.id, ids), defaultLanguage, ids.length);
    const raised = new Set(notices.filter((notice) => notice.raised).map((notice) => notice.alarmId));
    for (const alarm of answers)
      await events.publish({ type: 'alarm', roomId: alarm.roomId, monitorId: alarm.monitorId, alarm, raised: raised.has(alarm._id) });
  } catch (error) {
    // The alarm is committed: a lost live event costs a panel refresh, never the alarm.
    log.error({ err: error }, 'alarms: publishing an alarm event failed');
  }
}
