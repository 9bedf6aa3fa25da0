import { monitoredDeviceKeys, useRoomEvents, type MonitoredDevice, type RoomEventsState, type RoomReadingEvent } from '@sereno/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/** What a reading event says about a monitor, under the names of the monitors page's answer. */
type LiveValues = Partial<Pick<MonitoredDevice, 'batteryLevel' | 'batteryMode' | 'temperature' | 'humidity' | 'iaq' | 'iaqAccuracy' | 'voc'>> & {
  updatedAt: string;
  sounds: MonitoredDevice['sounds'];
};

function valuesOf(latest: RoomReadingEvent['latest']): Omit<LiveValues, 'sounds'> {
  const { batteryLevel, batteryMode, temperature, humidity, iaq, iaqAccuracy, voc } = latest;
  const values = { batteryLevel, batteryMode, temperature, humidity, iaq, iaqAccuracy, voc };
  return { ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)), updatedAt: latest.measuredAt };
}

/**
 * The monitors shown, kept live from GET /api/events: a reading of a device in a room is laid over its
 * monitor at once (its values, its age, a new point of its sounds), without asking the server again.
 * A device connecting or disconnecting, or the stream coming back after a drop (events sent meanwhile
 * are lost), asks for the list again; so does the query itself every minute, for what the stream does
 * not carry: devices in no room, and the noise level, which needs the room's thresholds.
 */
export function useLiveMonitors(): { live: RoomEventsState; withLiveValues: (device: MonitoredDevice) => MonitoredDevice } {
  const queryClient = useQueryClient();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, LiveValues>>(new Map());
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: monitoredDeviceKeys.all }), [queryClient]);

  const live = useRoomEvents({
    onEvent: (event) => {
      const known = queryClient.getQueryData<MonitoredDevice[]>(monitoredDeviceKeys.all)?.find((device) => device.monitorId === event.monitorId);
      // A device coming back: its level and quality check are the server's to say.
      if (event.type === 'status' || known?.level === 'disconnected') refresh();
      if (event.type === 'status') return;
      setOverrides((previous) => {
        const before = previous.get(event.monitorId);
        const sound = event.latest.noise === undefined ? [] : [{ createdAt: event.latest.measuredAt, level: event.latest.noise }];
        return new Map(previous).set(event.monitorId, { ...before, ...valuesOf(event.latest), sounds: [...(before?.sounds ?? []), ...sound] });
      });
    },
    onReconnect: refresh,
  });

  const withLiveValues = useCallback(
    (device: MonitoredDevice): MonitoredDevice => {
      const override = overrides.get(device.monitorId);
      // Only what is newer than the answer: the list may have been fetched after the event.
      if (!override || (device.updatedAt && device.updatedAt >= override.updatedAt)) return device;
      const newer = override.sounds.filter((sound) => !device.sounds.some((known) => known.createdAt >= sound.createdAt));
      return { ...device, ...override, sounds: [...device.sounds, ...newer] };
    },
    [overrides],
  );

  return { live, withLiveValues };
}
