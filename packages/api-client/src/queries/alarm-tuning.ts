// False-alarm marks (PUT/DELETE /api/alarms/{id}/false-alarm) and a room's tuning from them
// (GET /api/rooms/{id}/alarm-tuning, POST …/apply): docs/alarms.md, "Tuning a room".
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { alarmKeys, type AlarmListItem } from './alarms.ts';
import { roomKeys } from './rooms.ts';

export type AlarmTuning = paths['/api/rooms/{id}/alarm-tuning']['get']['responses'][200]['content']['application/json'];
export type FalseAlarmCause = NonNullable<AlarmListItem['falseAlarm']>['cause'];
export type AppliedTuning = paths['/api/rooms/{id}/alarm-tuning/apply']['post']['responses'][200]['content']['application/json'];

const tuningKey = (roomId: string) => [...roomKeys.all, roomId, 'alarm-tuning'] as const;

export function markFalseAlarm(alarmId: string, cause: FalseAlarmCause): Promise<AlarmListItem> {
  return unwrap('/api/alarms/{id}/false-alarm', apiClient().PUT('/api/alarms/{id}/false-alarm', { params: { path: { id: alarmId } }, body: { cause } }));
}

export function unmarkFalseAlarm(alarmId: string): Promise<AlarmListItem> {
  return unwrap('/api/alarms/{id}/false-alarm', apiClient().DELETE('/api/alarms/{id}/false-alarm', { params: { path: { id: alarmId } } }));
}

export const alarmTuningQuery = (roomId: string) =>
  queryOptions({
    queryKey: tuningKey(roomId),
    queryFn: () => unwrap('/api/rooms/{id}/alarm-tuning', apiClient().GET('/api/rooms/{id}/alarm-tuning', { params: { path: { id: roomId } } })),
  });

export function applyAlarmTuning(roomId: string): Promise<AppliedTuning> {
  return unwrap('/api/rooms/{id}/alarm-tuning/apply', apiClient().POST('/api/rooms/{id}/alarm-tuning/apply', { params: { path: { id: roomId } } }));
}

/** A mark changes the alarm lists and the room's tuning. */
export function useFalseAlarmMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alarmId, cause }: { alarmId: string; cause: FalseAlarmCause | null }) =>
      cause === null ? unmarkFalseAlarm(alarmId) : markFalseAlarm(alarmId, cause),
    onSettled: async (alarm) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alarmKeys.all }),
        alarm ? queryClient.invalidateQueries({ queryKey: tuningKey(alarm.roomId) }) : undefined,
      ]);
    },
  });
}

/** Applying changes the room's settings: the room and its tuning are asked again. */
export function useApplyAlarmTuning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAlarmTuning,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}
