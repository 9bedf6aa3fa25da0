// The one way into the webhooks (docs/webhooks.md): another module calls `emitWebhookEvent` in the
// transaction of the change, and each enabled endpoint of the room's customer that subscribed to the
// event gets a delivery job, written with the change (never for one rolled back). The runner
// (delivery.ts) sends them after the commit. The same `occasion` emitted twice (a replayed batch, a
// sync run again) is delivered once per endpoint.
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@sereno/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { findRoomRow } from '../rooms/service.ts';
import { customerOfUser } from '../users/queries.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryType } from '../db/schema/webhooks.ts';

export interface WebhookEventInput {
  type: WebhookEventType;
  /** The room the event is about: its owner's customer receives it, and the payload names the room. */
  roomId: string;
  /** What makes the event itself (the alarm and its stage, the disconnection's last reading…). */
  occasion: string;
  data: Record<string, unknown>;
  at: Date;
}

/** The JSON every delivery carries (docs/webhooks.md, "Payload"). */
export const webhookBody = (event: { id: string; type: WebhookDeliveryType; at: Date; customerId: string; data: Record<string, unknown> }): string =>
  JSON.stringify({ id: event.id, type: event.type, timestamp: event.at.toISOString(), customerId: event.customerId, data: event.data });

/** The delivery runners of this process that poll (delivery.ts): asked for a round soon after an event. */
const wakers = new Set<() => void>();
export function onWebhookEvents(wake: () => void, listening: boolean): void {
  if (listening) wakers.add(wake);
  else wakers.delete(wake);
}

/** Writes the deliveries of one event in `tx`; answers how many endpoints get it. */
export async function emitWebhookEvent(tx: Database, { type, roomId, occasion, data, at }: WebhookEventInput): Promise<number> {
  const room = await findRoomRow(tx, roomId);
  const customerId = room?.ownerId ? await customerOfUser(tx, room.ownerId) : null;
  if (!room || !customerId) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.customerId, customerId), eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`),
    );
  if (endpoints.length === 0) return 0;
  const id = randomUUID();
  const body = webhookBody({ id, type, at, customerId, data: { roomId, roomName: room.name, ...data } });
  const written = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: id,
        eventType: type,
        occasion: `${type}:${occasion}`,
        body,
        status: 'pending' as const,
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.occasion] })
    .returning({ id: webhookDeliveries.id });
  // After the caller's commit, most likely; a round that finds nothing yet leaves it to the next poll.
  if (written.length > 0) for (const wake of wakers) setTimeout(wake, 200).unref();
  return written.length;
}

/** An alarm at one of its stages, as the alarms module tells the notifications (alarms/evaluations.ts). */
export interface AlarmStageEvent {
  alarm: {
    id: string;
    roomId: string;
    type: string;
    level: string;
    stage?: string;
    createdAt: Date;
    resolvedAt?: Date | null;
    peak?: number | null;
    threshold?: number | null;
  };
  stage: 'guest' | 'host' | 'resolved';
  at: Date;
  resolvedBy?: string | null;
}

/**
 * The webhook of an alarm's stage: its first stage (the guest's, or the host's at once) is `alarm.raised`,
 * a later host stage (the guest's grace ran out, or the level rose) `alarm.escalated`, the end `alarm.resolved`.
 */
export async function emitAlarmStage(tx: Database, { alarm, stage, at, resolvedBy }: AlarmStageEvent): Promise<void> {
  const raised = stage === 'guest' || (stage === 'host' && at.getTime() === alarm.createdAt.getTime());
  const type: WebhookEventType = stage === 'resolved' ? 'alarm.resolved' : raised ? 'alarm.raised' : 'alarm.escalated';
  const occasion = type === 'alarm.escalated' ? `${alarm.id}:${alarm.level}:${at.toISOString()}` : alarm.id;
  const data = {
    alarm: {
      id: alarm.id,
      type: alarm.type,
      level: alarm.level,
      stage: stage === 'resolved' ? (alarm.stage ?? null) : stage,
      raisedAt: alarm.createdAt.toISOString(),
      resolvedAt: alarm.resolvedAt ? alarm.resolvedAt.toISOString() : stage === 'resolved' ? at.toISOString() : null,
      peak: alarm.peak ?? null,
      threshold: alarm.threshold ?? null,
    },
    ...(stage === 'resolved' ? { resolvedBy: resolvedBy ?? null } : {}),
  };
  await emitWebhookEvent(tx, { type, roomId: alarm.roomId, occasion, data, at });
}
