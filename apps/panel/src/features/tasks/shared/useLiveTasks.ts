import { taskKeys, useRoomEvents } from '@sereno/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A task created, changed or deleted by anyone (GET /api/events `task`) refreshes the tasks shown;
 * after a dropped stream they are read again, since what happened meanwhile was not sent.
 */
export function useLiveTasks(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  useRoomEvents({ types: ['task'], onEvent: refresh, onReconnect: refresh });
}
