import { roomKeys, useRoomEvents, type RoomEventsState, type RoomListItem, type RoomReadingEvent } from '@sereno/api-client';
import { noiseLevelOf } from '@sereno/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

type Live = { data: Partial<RoomListItem['data']>; status?: RoomListItem['status'] };

/** The reading's values under the names of a room's `data` (the event carries the device's own names). */
function dataOf(latest: RoomReadingEvent['latest']): Partial<RoomListItem['data']> {
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const values: Partial<RoomListItem['data']> = {
    value: latest.noise,
    updatedAt: latest.measuredAt,
    temperature: number(latest.temperature),
    humidity: number(latest.humidity),
    smokingProbability: number(latest.smokingProbability),
    pax: number(latest.pax),
    batteryLevel: latest.batteryLevel,
    wifi: latest.wifi,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The rooms shown, kept live from GET /api/events without refetching the page on each reading: a
 * reading is laid over the room it belongs to (a thousand readings a minute cost no request). A change
 * of status or of an alarm refetches the page, as it may move the room in or out of a status filter or
 * change its active alarms, and so does the stream coming back after a drop (the events sent meanwhile
 * are lost).
 */
export function useLiveRoomValues(): { live: RoomEventsState; withLiveValues: (room: RoomListItem) => RoomListItem } {
  const queryClient = useQueryClient();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Live>>(new Map());
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: roomKeys.all }), [queryClient]);

  const live = useRoomEvents({
    types: ['reading', 'status', 'alarm'],
    onEvent: (event) => {
      // A room's active alarms (and its noise alert) changed: the page is asked for again.
      if (event.type === 'alarm') {
        refresh();
        return;
      }
      if (event.type === 'status') {
        setOverrides((previous) =>
          new Map(previous).set(event.roomId, { ...previous.get(event.roomId), data: previous.get(event.roomId)?.data ?? {}, status: event.status }),
        );
        void queryClient.invalidateQueries({ queryKey: roomKeys.all });
        return;
      }
      setOverrides((previous) => {
        const next = new Map(previous);
        const before = previous.get(event.roomId);
        // The values only: whether the room is connected is the server's to say (its status events).
        next.set(event.roomId, { ...before, data: { ...before?.data, ...dataOf(event.latest) } });
        return next;
      });
    },
    onReconnect: refresh,
  });

  const withLiveValues = useCallback(
    (room: RoomListItem): RoomListItem => {
      const override = overrides.get(room._id);
      if (!override) return room;
      // A newer value only: the page may have been fetched after the event.
      if (room.data.updatedAt && override.data.updatedAt && room.data.updatedAt >= override.data.updatedAt) return room;
      if (override.status === 'disconnected') return { ...room, status: 'disconnected', data: { ...room.data, level: 'disconnected' } };
      const data = { ...room.data, ...override.data };
      const status = override.status ?? room.status;
      const level = status === 'disconnected' ? 'disconnected' : data.value === undefined ? room.data.level : noiseLevelOf(data.value, room.thresholds);
      return { ...room, status, data: { ...data, level } };
    },
    [overrides],
  );

  return { live, withLiveValues };
}
