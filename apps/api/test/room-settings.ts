// The switches of a room's settings form (PUT /api/rooms/{id}/settings), for the tests that send it:
// each adds the thresholds and noise settings it is about.
export const roomSettingsSwitches = {
  nightAgent: true,
  callsEnabled: true,
  callAllTime: false,
  disableFirstCall: false,
  sendNoiseMailNotification: true,
  sendNoiseSMSNotification: false,
  sendSmokeMailNotification: true,
  sendSmokeSMSNotification: false,
  sendCrowdMailNotification: true,
  sendCrowdSMSNotification: false,
  disconnectionNotificationEnabled: true,
};
