// The queries on `room_notes` (a room's notes tab, spec §2): the newest first, and a new one.
import { desc, eq } from 'drizzle-orm';
import { roomNotes, type RoomNoteRow } from '../db/schema/rooms.ts';
import type { Database } from '../platform/database.ts';

/** The most notes a room's tab shows: the newest. */
export const roomNotesLimit = 100;

export function notesOfRoom(db: Database, roomId: string): Promise<RoomNoteRow[]> {
  return db.select().from(roomNotes).where(eq(roomNotes.roomId, roomId)).orderBy(desc(roomNotes.createdAt), desc(roomNotes.id)).limit(roomNotesLimit);
}

export async function insertRoomNote(
  tx: Database,
  note: { roomId: string; authorId: string; authorName: string; text: string; createdAt: Date },
): Promise<RoomNoteRow> {
  const [row] = await tx.insert(roomNotes).values(note).returning();
  if (!row) throw new Error('room note not inserted');
  return row;
}
