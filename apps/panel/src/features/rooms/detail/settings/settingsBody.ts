// PUT /rooms/{id}/settings takes the whole settings form, and an absent optional value clears it (the
// microphone sensitivity, the guest-call messages): each section therefore sends the room's current
// settings with its own part changed, so that saving one section never undoes another.
import type { RoomDetail, RoomSettingsUpdate } from '@sereno/api-client';

export function settingsBodyOf(room: RoomDetail): RoomSettingsUpdate {
  const { noiseSettings } = room;
  const common = { from: noiseSettings.from, to: noiseSettings.to, allDay: noiseSettings.allDay, sustainMinutes: noiseSettings.sustainMinutes };
  return {
    nightAgent: room.nightAgent,
    callsEnabled: room.callsEnabled,
    callAllTime: room.callAllTime,
    disableFirstCall: room.disableFirstCall,
    sendNoiseMailNotification: room.sendNoiseMailNotification,
    sendNoiseSMSNotification: room.sendNoiseSMSNotification,
    sendSmokeMailNotification: room.sendSmokeMailNotification,
    sendSmokeSMSNotification: room.sendSmokeSMSNotification,
    sendCrowdMailNotification: room.sendCrowdMailNotification,
    sendCrowdSMSNotification: room.sendCrowdSMSNotification,
    disconnectionNotificationEnabled: room.disconnectionNotificationEnabled,
    customGuestCallOptions: room.customGuestCallOptions,
    ...(room.microphoneSensibility === undefined ? {} : { microphoneSensibility: room.microphoneSensibility }),
    smokingAlertThreshold: room.smokingAlertThreshold,
    crowdingAlertTreshold: room.crowdingAlertTreshold,
    ...(room.managerId === undefined ? {} : { managerId: room.managerId }),
    voiceName: room.voiceName,
    noiseSettings:
      noiseSettings.sensitivity === 'custom'
        ? { sensitivity: 'custom', thresholds: noiseSettings.thresholds ?? room.thresholds, ...common }
        : { sensitivity: noiseSettings.sensitivity, ...common },
  };
}
