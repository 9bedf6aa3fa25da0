// Step 6 of the ingest, after COMMIT: the live events of what was stored. Alarms first (one NOTIFY per
// room of the batch would otherwise stand before them), then a room that comes back from disconnected,
// then each room's new values.
import type { FastifyBaseLogger } from 'fastify';
import type { IngestAlarms } from '../../alarms/ingest-hook.ts';
import type { EventBus } from '../../events/bus.ts';
import { roomStatus } from '../../rooms/status.ts';
import type { Stored } from './store.ts';

export interface NotifyDeps {
  events: EventBus;
  alarms: IngestAlarms | undefined;
  log: FastifyBaseLogger;
}

export async function notifyStored({ events, alarms, log }: NotifyDeps, { rooms, alarmNotices }: Stored, now: Date): Promise<void> {
  await alarms?.publish(alarmNotices);
  for (const room of rooms) {
    try {
      // Back from disconnected only with a reading new enough to show (a backlog of old ones is not).
      const before = roomStatus({ monitorId: room.monitorId, lastSeenAt: room.previousSeen }, now);
      const after = roomStatus({ monitorId: room.monitorId, lastSeenAt: room.seen }, now);
      if (before === 'disconnected' && after !== 'disconnected') {
        await events.publish({ type: 'status', roomId: room.id, monitorId: room.monitorId, status: 'connected' });
      }
      if (room.changed) await events.publish({ type: 'reading', roomId: room.id, monitorId: room.monitorId, latest: room.latest });
    } catch (error) {
      // The readings are committed: a lost live event costs a panel refresh, never data.
      log.error({ err: error, roomId: room.id }, 'ingest: publishing a room event failed');
    }
  }
}
