// The calendar's view, day and room, kept in the query string like the lists' filters
// (`/task-calendar?view=week&day=2026-11-26&roomId=…`): a reload or a shared link shows the same days.
import { isIsoDate } from '@sereno/validation';
import { useSearchParams } from 'react-router';
import { localToday } from '../../../shared/dates/localDay.ts';
import { calendarViews, type CalendarView } from './calendarDays.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CalendarState {
  view: CalendarView;
  /** The day the view is around (and the focused day), `yyyy-MM-dd`; today when the URL has none. */
  day: string;
  roomId: string | undefined;
  /** Changes what is given, keeping the rest; moving around is not a step of the back button. */
  change: (next: Partial<{ view: CalendarView; day: string; roomId: string | null }>) => void;
}

export function useCalendarState(): CalendarState {
  const [params, setParams] = useSearchParams();
  const view = calendarViews.find((option) => option === params.get('view')) ?? 'week';
  const urlDay = params.get('day') ?? '';
  const day = isIsoDate(urlDay) ? urlDay : localToday();
  const urlRoom = params.get('roomId') ?? '';
  const roomId = uuidPattern.test(urlRoom) ? urlRoom : undefined;
  return {
    view,
    day,
    roomId,
    change: (next) => {
      const updated = new URLSearchParams(params);
      if (next.view) updated.set('view', next.view);
      if (next.day) updated.set('day', next.day);
      if (next.roomId !== undefined) {
        if (next.roomId) updated.set('roomId', next.roomId);
        else updated.delete('roomId');
      }
      setParams(updated, { replace: true });
    },
  };
}
