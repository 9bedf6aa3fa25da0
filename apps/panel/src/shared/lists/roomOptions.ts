// The rooms a person may pick, for the room selects (the tasks, the nights): GET /api/rooms answers
// at most 25 rooms a call, so "load more" past that asks for the next pages.
import { listRooms } from '@sereno/api-client';

const roomPageMax = 25;

export async function roomOptions(search: string, limit: number, signal: AbortSignal) {
  const options: { key: string; label: string }[] = [];
  let total = 0;
  for (let offset = 0; offset < limit; offset += roomPageMax) {
    const page = await listRooms({ sortKey: 'name', offset, limit: Math.min(roomPageMax, limit - offset), ...(search ? { search } : {}) });
    if (signal.aborted) break;
    total = page.totalRooms;
    options.push(...page.rooms.map((room) => ({ key: room._id, label: room.name })));
    if (options.length >= total) break;
  }
  return { options, hasMore: total > options.length };
}
