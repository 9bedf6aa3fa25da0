// The task types every installation starts with (spec §3 Task type), written here once and put in
// the database when the server starts: a fresh database has them, and one that has them is left as
// it is (by `key`), so several servers starting at once agree.
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { tasks, taskTypes, type TaskTypeTranslations } from '../db/schema/tasks.ts';

interface TaskTypeSeed {
  key: string;
  translations: TaskTypeTranslations;
  subtypes?: readonly TaskTypeSeed[];
}

export const builtInTaskTypes: readonly TaskTypeSeed[] = [
  {
    key: 'cleaning',
    translations: { es: 'Limpieza', en: 'Cleaning' },
    subtypes: [
      { key: 'cleaning.checkout', translations: { es: 'Limpieza de salida', en: 'Check-out cleaning' } },
      { key: 'cleaning.deep', translations: { es: 'Limpieza a fondo', en: 'Deep cleaning' } },
      { key: 'cleaning.linen', translations: { es: 'Cambio de ropa de cama', en: 'Linen change' } },
    ],
  },
  {
    key: 'maintenance',
    translations: { es: 'Mantenimiento', en: 'Maintenance' },
    subtypes: [
      { key: 'maintenance.plumbing', translations: { es: 'Fontanería', en: 'Plumbing' } },
      { key: 'maintenance.electricity', translations: { es: 'Electricidad', en: 'Electricity' } },
      { key: 'maintenance.appliances', translations: { es: 'Electrodomésticos', en: 'Appliances' } },
      { key: 'maintenance.air-conditioning', translations: { es: 'Aire acondicionado', en: 'Air conditioning' } },
      { key: 'maintenance.device', translations: { es: 'Dispositivo Sereno', en: 'Sereno device' } },
    ],
  },
  { key: 'check-in', translations: { es: 'Entrada de huéspedes', en: 'Check-in' } },
  { key: 'check-out', translations: { es: 'Salida de huéspedes', en: 'Check-out' } },
  {
    key: 'noise-complaint',
    translations: { es: 'Queja por ruido', en: 'Noise complaint' },
    subtypes: [
      { key: 'noise-complaint.neighbour', translations: { es: 'Aviso de un vecino', en: "A neighbour's complaint" } },
      { key: 'noise-complaint.visit', translations: { es: 'Visita a la vivienda', en: 'Visit to the property' } },
    ],
  },
  { key: 'key-handover', translations: { es: 'Entrega de llaves', en: 'Key handover' } },
  { key: 'inspection', translations: { es: 'Revisión', en: 'Inspection' } },
];

/** Puts the built-in task types that are missing into the database (never changes one that is there). */
export async function ensureTaskTypes(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(taskTypes)
      .values(builtInTaskTypes.map(({ key, translations }, position) => ({ key, translations, position })))
      .onConflictDoNothing({ target: taskTypes.key });
    const parents = await tx
      .select({ id: taskTypes.id, key: taskTypes.key })
      .from(taskTypes)
      .where(
        inArray(
          taskTypes.key,
          builtInTaskTypes.map((type) => type.key),
        ),
      );
    const idOf = new Map(parents.map((parent) => [parent.key, parent.id]));
    const subtypes = builtInTaskTypes.flatMap((type) =>
      (type.subtypes ?? []).map(({ key, translations }, position) => ({ key, translations, position, parentId: idOf.get(type.key) ?? null })),
    );
    if (subtypes.length > 0) await tx.insert(taskTypes).values(subtypes).onConflictDoNothing({ target: taskTypes.key });
  });
}

/** Every task type, in their order, each with its subtypes. */
export async function taskTypeTree(db: Database) {
  const rows = await db.select().from(taskTypes).orderBy(asc(taskTypes.position), asc(taskTypes.key));
  return rows.filter((row) => row.parentId === null).map((type) => ({ type, subtypes: rows.filter((row) => row.parentId === type.id) }));
}

/** The ids of the task types with one of `keys`, by key. */
export async function taskTypeIdsByKey(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: taskTypes.id, key: taskTypes.key })
    .from(taskTypes)
    .where(inArray(taskTypes.key, [...keys]));
  return new Map(rows.map((type) => [type.key, type.id]));
}

/** Stores tasks as they are given (the demo's seed). */
export async function insertTasks(tx: Database, values: readonly (typeof tasks.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(tasks).values([...values]);
}
