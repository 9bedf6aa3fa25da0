// Demo mode's live rooms: the demo devices send believable readings to this very server over HTTP,
// as real devices would (src/simulator). A fresh demo first gets the past 24 hours, so that its
// charts open full; after a restart the devices carry on from the `seq` they had reached.
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { devices } from '../devices/table.ts';
import type { Database } from '../platform/database.ts';
import { httpSender } from '../simulator/senders.ts';
import { createSimulation, type Simulation } from '../simulator/simulation.ts';
import { demoDevices, demoDeviceToken } from './devices.ts';

export const demoBackfillHours = 24;

export async function startDemoSimulation({ db, baseUrl, secret, log }: { db: Database; baseUrl: string; secret: string; log: FastifyBaseLogger }): Promise<Simulation> {
  const monitorIds = demoDevices.map((device) => device.monitorId);
  const rows = await db.select({ monitorId: devices.monitorId, lastSeq: devices.lastSeq }).from(devices).where(inArray(devices.monitorId, monitorIds));
  const lastSeq = new Map(rows.map((row) => [row.monitorId, row.lastSeq]));
  const present = monitorIds.filter((monitorId) => lastSeq.has(monitorId));
  const simulation = createSimulation({
    monitorIds: present,
    sender: httpSender({ baseUrl, tokenOf: (monitorId) => demoDeviceToken(secret, monitorId) }),
    firstSeqOf: (monitorId) => lastSeq.get(monitorId) ?? 0,
    onError: (error) => log.warn({ err: error }, 'the demo simulation could not send its readings'),
  });
  if (present.length > 0 && present.every((monitorId) => lastSeq.get(monitorId) === null)) {
    const sent = await simulation.backfill(demoBackfillHours);
    log.info({ readings: sent }, `the demo devices sent their last ${demoBackfillHours} hours`);
  }
  simulation.start();
  return simulation;
}
