import { alarmKeys, applyAlarmEvent, useRoomEvents, type RoomEventsState } from '@sereno/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps whatever shows alarms live from GET /api/events: an `alarm` event (raised, a level or stage
 * changed, acknowledged, resolved) of any room the user sees carries the whole alarm, which the cached
 * alarms queries take as it is; only what it cannot tell (a page it may enter, the counts when an alarm
 * appears or changes state) is fetched again. The stream coming back after a drop refetches them all.
 * Only alarm events are listened to: the rooms' many readings are not even parsed here.
 */
export function useLiveAlarms(): RoomEventsState {
  const queryClient = useQueryClient();
  return useRoomEvents({
    types: ['alarm'],
    onEvent: (event) => applyAlarmEvent(queryClient, event.alarm),
    onReconnect: () => void queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
  });
}
