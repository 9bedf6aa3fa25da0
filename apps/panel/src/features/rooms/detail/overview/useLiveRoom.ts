import {
  applyAlarmEvent,
  monitorKeys,
  resolveRange,
  roomDetailKeys,
  useRoomEvents,
  type EnvironmentSeries,
  type NoiseSeries,
  type OccupancySeries,
  type RoomDetail,
  type RoomEventsState,
  type SeriesRange,
  type SmokingProbabilitySeries,
} from '@sereno/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addEnvironmentReading, addNoiseReading, addOccupancyReading, addRoomReading, addSmokeReading, type LiveValues } from './liveSeries.ts';

/**
 * Keeps the open room live from GET /api/events: each reading of this room updates its values and is
 * added to the charts of a "last N hours" range in the cache (a custom range is in the past and stays
 * as it is); an alarm event updates its alarms; a status event refetches the room, and a reconnect
 * refetches everything shown, since the events sent meanwhile are lost. Returns the stream's state and the latest reading received.
 */
export function useLiveRoom(roomId: string, range: SeriesRange, occupancyBuckets: number): { state: RoomEventsState; latest: LiveValues | undefined } {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<LiveValues>();

  const state = useRoomEvents({
    types: ['reading', 'status', 'alarm'],
    onEvent: (event) => {
      if (event.roomId !== roomId) return;
      if (event.type === 'status') {
        void queryClient.invalidateQueries({ queryKey: roomDetailKeys.detail(roomId) });
        return;
      }
      // An alarm of the room was raised, changed or resolved: its alarms table takes the alarm from the
      // event; the room's status, which follows from its alarms, is fetched again.
      if (event.type === 'alarm') {
        applyAlarmEvent(queryClient, event.alarm);
        void queryClient.invalidateQueries({ queryKey: roomDetailKeys.detail(roomId) });
        return;
      }
      const reading = event.latest;
      setLatest((previous) => ({ ...previous, ...reading }));
      queryClient.setQueryData<RoomDetail>(roomDetailKeys.detail(roomId), (room) => (room ? addRoomReading(room, reading) : room));
      if (!('lastHours' in range)) return;
      const windowStart = Date.parse(resolveRange(range).from);
      queryClient.setQueryData<NoiseSeries>(monitorKeys.noise(roomId, range), (series) => series && addNoiseReading(series, reading, windowStart));
      queryClient.setQueryData<EnvironmentSeries>(
        monitorKeys.environment(roomId, range),
        (series) => series && addEnvironmentReading(series, reading, windowStart),
      );
      queryClient.setQueryData<SmokingProbabilitySeries>(
        monitorKeys.smokingProbability(roomId, range),
        (series) => series && addSmokeReading(series, reading, windowStart),
      );
      queryClient.setQueryData<OccupancySeries>(
        monitorKeys.occupancy(roomId, range, occupancyBuckets),
        (series) => series && addOccupancyReading(series, reading),
      );
    },
    onReconnect: () => {
      void queryClient.invalidateQueries({ queryKey: roomDetailKeys.detail(roomId) });
      void queryClient.invalidateQueries({ queryKey: roomDetailKeys.alarms(roomId, range) });
      void queryClient.invalidateQueries({ queryKey: monitorKeys.room(roomId) });
    },
  });
  return { state, latest };
}
