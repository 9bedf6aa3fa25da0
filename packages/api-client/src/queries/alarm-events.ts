// An alarm event (GET /api/events) carries the whole alarm as it is now: the cached alarms queries take
// it from there, and only what the event cannot tell is fetched again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RoomAlarmEvent } from '../events/room-events.ts';
import { alarmKeys, type AlarmListQuery, type AlarmPage } from './alarms.ts';
import type { RoomAlarm } from './room-detail.ts';
import type { SeriesRange } from './monitors.ts';

type EventAlarm = RoomAlarmEvent['alarm'];

const replaced = <Item extends { _id: string }>(items: readonly Item[], alarm: EventAlarm): Item[] =>
  items.map((item) => (item._id === alarm._id ? (alarm as unknown as Item) : item));

/**
 * - A page of the alarms list, or a room's alarms, that holds the alarm shows it as it is now: no request.
 * - A room's alarms of the last hours take a new alarm at their head (it is the newest): no request.
 * - A page that does not hold it (whether it enters depends on the page's filters and order), a page
 *   filtered by a state the alarm has left, and the counts and statistics when an alarm appears or
 *   changes state, are fetched again.
 */
export function applyAlarmEvent(queryClient: QueryClient, alarm: EventAlarm): void {
  const pages = queryClient.getQueriesData<AlarmPage>({ queryKey: [...alarmKeys.all, 'list'] });
  const roomLists = queryClient.getQueriesData<RoomAlarm[]>({ queryKey: [...alarmKeys.all, 'room', alarm.roomId] });
  const before = [...pages.flatMap(([, page]) => page?.alarms ?? []), ...roomLists.flatMap(([, list]) => list ?? [])].find((item) => item._id === alarm._id);

  for (const [queryKey, page] of pages) {
    if (!page) {
      askAgain(queryClient, queryKey);
      continue;
    }
    const query = (queryKey[2] ?? {}) as AlarmListQuery;
    const holds = page.alarms.some((item) => item._id === alarm._id);
    if (holds && (!query.state || query.state === alarm.state))
      queryClient.setQueryData<AlarmPage>(queryKey, { ...page, alarms: replaced(page.alarms, alarm) });
    else void queryClient.invalidateQueries({ queryKey, exact: true });
  }

  for (const [queryKey, list] of roomLists) {
    if (!list) {
      askAgain(queryClient, queryKey);
      continue;
    }
    const range = queryKey[3] as SeriesRange;
    if (list.some((item) => item._id === alarm._id)) queryClient.setQueryData<RoomAlarm[]>(queryKey, replaced(list, alarm));
    else if ('lastHours' in range) queryClient.setQueryData<RoomAlarm[]>(queryKey, [alarm as unknown as RoomAlarm, ...list]);
  }

  if (!before || before.state !== alarm.state) {
    void queryClient.invalidateQueries({ queryKey: [...alarmKeys.all, 'count'] });
    void queryClient.invalidateQueries({ queryKey: [...alarmKeys.all, 'statistics'] });
  }
}

/**
 * A list still loading when an alarm event comes may have been read before the alarm was raised, so its
 * request is dropped and sent again (an invalidation alone would join the request in flight).
 */
function askAgain(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.cancelQueries({ queryKey, exact: true }).then(() => queryClient.refetchQueries({ queryKey, exact: true }));
}
