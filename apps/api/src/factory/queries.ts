// The factory's tables (docs/flasher.md): firmware images, the units on the bench and their history.
// Devices themselves belong to the devices module, reached through its service.
import type { FirmwareChannel } from '@sereno/validation';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { factoryEvents, factoryUnits, firmwareImages, type FactoryEventRow, type FirmwareImageRow } from '../db/schema/factory.ts';
import type { Database } from '../platform/database.ts';

const { content: _content, ...imageColumns } = getTableColumns(firmwareImages);
export type FirmwareImageSummary = Omit<FirmwareImageRow, 'content'>;

export function listImages(db: Database, channel: FirmwareChannel | undefined): Promise<FirmwareImageSummary[]> {
  return db
    .select(imageColumns)
    .from(firmwareImages)
    .where(channel ? eq(firmwareImages.channel, channel) : undefined)
    .orderBy(desc(firmwareImages.createdAt), desc(firmwareImages.version));
}

export async function findImage(db: Database, id: string): Promise<FirmwareImageSummary | undefined> {
  const [row] = await db.select(imageColumns).from(firmwareImages).where(eq(firmwareImages.id, id));
  return row;
}

export async function imageContent(db: Database, id: string): Promise<FirmwareImageRow | undefined> {
  const [row] = await db.select().from(firmwareImages).where(eq(firmwareImages.id, id));
  return row;
}

export async function insertImage(db: Database, values: typeof firmwareImages.$inferInsert): Promise<FirmwareImageSummary> {
  const [row] = await db.insert(firmwareImages).values(values).returning(imageColumns);
  if (!row) throw new Error('insert returned no firmware image');
  return row;
}

export async function imageOf(db: Database, channel: FirmwareChannel, version: string): Promise<FirmwareImageSummary | undefined> {
  const [row] = await db
    .select(imageColumns)
    .from(firmwareImages)
    .where(and(eq(firmwareImages.channel, channel), eq(firmwareImages.version, version)));
  return row;
}

export async function insertEvent(db: Database, values: typeof factoryEvents.$inferInsert): Promise<FactoryEventRow> {
  const [row] = await db.insert(factoryEvents).values(values).returning();
  if (!row) throw new Error('insert returned no factory event');
  return row;
}

/** The unit's history, newest first. */
export function historyOf(db: Database, mac: string): Promise<FactoryEventRow[]> {
  return db.select().from(factoryEvents).where(eq(factoryEvents.mac, mac)).orderBy(desc(factoryEvents.createdAt), desc(factoryEvents.id));
}

/** The unit's latest QC result, or undefined when it was never tested. */
export async function latestQc(db: Database, mac: string): Promise<FactoryEventRow | undefined> {
  const [row] = await db
    .select()
    .from(factoryEvents)
    .where(and(eq(factoryEvents.mac, mac), eq(factoryEvents.kind, 'qc')))
    .orderBy(desc(factoryEvents.createdAt))
    .limit(1);
  return row;
}

/** The device the unit was registered as (locked for the transaction), or null. */
export async function lockUnit(tx: Database, mac: string): Promise<{ deviceId: string | null } | undefined> {
  const [row] = await tx.select({ deviceId: factoryUnits.deviceId }).from(factoryUnits).where(eq(factoryUnits.mac, mac)).for('update');
  return row;
}

export async function unitDevice(db: Database, mac: string): Promise<string | null> {
  const [row] = await db.select({ deviceId: factoryUnits.deviceId }).from(factoryUnits).where(eq(factoryUnits.mac, mac));
  return row?.deviceId ?? null;
}

export async function saveUnit(tx: Database, mac: string, deviceId: string, at: Date): Promise<void> {
  await tx.insert(factoryUnits).values({ mac, deviceId, createdAt: at }).onConflictDoUpdate({ target: factoryUnits.mac, set: { deviceId } });
}
