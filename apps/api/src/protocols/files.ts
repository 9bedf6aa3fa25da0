// The cards' files: which types are taken (decided by the content, never by the name), the queries on
// `resource_files`, and the sweep that removes a file from storage once its card has gone.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Database } from '../platform/database.ts';
import { resourceFiles, resources, type ResourceFileRow } from '../db/schema/protocols.ts';
import type { FileStorage } from './file-storage.ts';

export type { ResourceFileRow };

/** What a card may hold, by the type its bytes show: images, PDF, Office and OpenDocument documents. */
const acceptedTypes = new Map<string, string>([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['heic', 'image/heic'],
  ['avif', 'image/avif'],
  ['pdf', 'application/pdf'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  ['odp', 'application/vnd.oasis.opendocument.presentation'],
  // .doc, .xls and .ppt before 2007: one container format whose bytes do not tell which.
  ['cfb', 'application/octet-stream'],
]);

/** The stored name and type of the file at `filePath`, or null when its content is of no accepted type. */
export async function storedTypeOf(filePath: string): Promise<{ name: string; contentType: string } | null> {
  const found = await fileTypeFromFile(filePath);
  const contentType = found && acceptedTypes.get(found.ext);
  return found && contentType ? { name: `${randomUUID()}.${found.ext}`, contentType } : null;
}

/** A name from the uploader's computer, kept for the download only: its last segment, printable, at most 200 characters. */
export function displayName(original: string | undefined, fallback: string): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would break the download's header; they are never part of a real name.
  const clean = [...base]
    .filter((character) => character >= ' ' && character !== '\u007f' && character !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

export async function insertFiles(tx: Database, rows: readonly (typeof resourceFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(resourceFiles).values([...rows]);
}

/** The file `name` with the card (owner and node) it belongs to, if it still has one. */
export async function findFile(db: Database, name: string): Promise<(ResourceFileRow & { ownerId: string; nodeId: string }) | undefined> {
  const [row] = await db
    .select({ file: resourceFiles, ownerId: resources.ownerId, nodeId: resources.nodeId })
    .from(resourceFiles)
    .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
    .where(eq(resourceFiles.name, name));
  return row && { ...row.file, ownerId: row.ownerId, nodeId: row.nodeId };
}

/** The names of the files uploaded to the card `resourceId`. */
export async function fileNamesOf(db: Database, resourceId: string): Promise<Set<string>> {
  const rows = await db.select({ name: resourceFiles.name }).from(resourceFiles).where(eq(resourceFiles.resourceId, resourceId));
  return new Set(rows.map((row) => row.name));
}

/** Lets go of the files of the card `resourceId` that are not among `kept`: orphans for the sweep. */
export async function releaseFiles(tx: Database, resourceId: string, kept: readonly string[]): Promise<void> {
  await tx
    .update(resourceFiles)
    .set({ resourceId: null })
    .where(and(eq(resourceFiles.resourceId, resourceId), kept.length > 0 ? notInArray(resourceFiles.name, [...kept]) : undefined));
}

/**
 * Removes the files whose card has gone (deleted with its node, its owner or its room too): from
 * the storage first, then the row, so that a failure leaves the orphan for the next sweep.
 */
export async function sweepOrphanFiles(db: Database, storage: FileStorage): Promise<number> {
  const orphans = await db.select({ name: resourceFiles.name }).from(resourceFiles).where(isNull(resourceFiles.resourceId));
  for (const { name } of orphans) await storage.remove(name);
  if (orphans.length > 0)
    await db.delete(resourceFiles).where(
      and(
        isNull(resourceFiles.resourceId),
        inArray(
          resourceFiles.name,
          orphans.map((orphan) => orphan.name),
        ),
      ),
    );
  return orphans.length;
}

/** The names of the files on `ownerId`'s cards. */
export async function fileNamesOfOwner(db: Database, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: resourceFiles.name })
    .from(resourceFiles)
    .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
    .where(eq(resources.ownerId, ownerId));
  return new Set(rows.map((row) => row.name));
}

/** Puts the files `names` on the card `resourceId` (an import moves a file with the card that lists it). */
export async function assignFiles(tx: Database, resourceId: string, names: readonly string[]): Promise<void> {
  if (names.length > 0)
    await tx
      .update(resourceFiles)
      .set({ resourceId })
      .where(inArray(resourceFiles.name, [...names]));
}

/** Lets go of the files of `ownerId`'s cards that are not among `kept`: orphans for the sweep. */
export async function releaseOwnerFiles(tx: Database, ownerId: string, kept: ReadonlySet<string>): Promise<void> {
  const owned = await fileNamesOfOwner(tx, ownerId);
  const dropped = [...owned].filter((name) => !kept.has(name));
  if (dropped.length > 0) await tx.update(resourceFiles).set({ resourceId: null }).where(inArray(resourceFiles.name, dropped));
}
