// What the calendar shows for its days: the tasks, and the stays arriving and leaving (confirmed
// ones: a cancelled stay does not arrive), each placed on its day of the viewer's calendar.
import { listAllBookings, tasksInRangeQuery, type Booking, type Task } from '@sereno/api-client';
import { useQuery } from '@tanstack/react-query';
import { localDateOf, localDayInterval } from '../../../shared/dates/localDay.ts';

export interface Turnover {
  booking: Booking;
  kind: 'checkIn' | 'checkOut';
  /** The moment of the check-in or check-out. */
  at: string;
}

export interface CalendarData {
  tasksByDay: ReadonlyMap<string, Task[]>;
  turnoversByDay: ReadonlyMap<string, Turnover[]>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

function groupBy<Item>(items: readonly Item[], dayOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const day = dayOf(item);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return groups;
}

export function useCalendarData({ from, to, roomId }: { from: string; to: string; roomId: string | undefined }): CalendarData {
  const room = roomId ? { roomId } : {};
  const tasks = useQuery({ ...tasksInRangeQuery({ from, to, ...room }), placeholderData: (previous) => previous });
  const first = localDayInterval(from);
  const last = localDayInterval(to);
  const turnovers = useQuery({
    queryKey: ['bookings', 'calendar-turnovers', from, to, roomId],
    enabled: Boolean(first && last),
    placeholderData: (previous) => previous,
    queryFn: async (): Promise<Turnover[]> => {
      const range = { from: first?.from ?? '', to: last?.to ?? '' };
      const [arriving, leaving] = await Promise.all([
        listAllBookings({ ...room, onlyConfirmed: 'true', checkInFrom: range.from, checkInTo: range.to }),
        listAllBookings({ ...room, onlyConfirmed: 'true', checkOutFrom: range.from, checkOutTo: range.to }),
      ]);
      return [
        ...leaving.map((booking) => ({ booking, kind: 'checkOut' as const, at: booking.checkOut })),
        ...arriving.map((booking) => ({ booking, kind: 'checkIn' as const, at: booking.checkIn })),
      ].sort((a, b) => a.at.localeCompare(b.at));
    },
  });
  return {
    tasksByDay: groupBy(tasks.data ?? [], (task) => task.date),
    turnoversByDay: groupBy(turnovers.data ?? [], (turnover) => localDateOf(new Date(turnover.at))),
    isPending: tasks.isPending,
    isError: tasks.isError || turnovers.isError,
    error: tasks.error ?? turnovers.error,
    refetch: () => {
      void tasks.refetch();
      void turnovers.refetch();
    },
  };
}
