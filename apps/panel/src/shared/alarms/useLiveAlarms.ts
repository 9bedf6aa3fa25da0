import { alarmKeys, useRoomEvents, type RoomEventsState } from '@sereno/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps whatever shows alarms live from GET /api/events: an `alarm` event (raised, a level or stage
 * changed, acknowledged, resolved) of any room the user sees refetches the alarms queries — the page,
 * its statistics, the dashboard's count — and so does the stream coming back after a drop. Only alarm
 * events are listened to: the rooms' many readings are not even parsed here.
 */
export function useLiveAlarms(): RoomEventsState {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: alarmKeys.all });
  return useRoomEvents({ types: ['alarm'], onEvent: refresh, onReconnect: refresh });
}
