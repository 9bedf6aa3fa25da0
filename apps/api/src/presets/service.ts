// The rules of settings presets (docs/presets.md): what a preset sets on a room, whether a room would
// still tell someone of an alarm, and following, detaching and rewriting the rooms of a preset.
import { presetSettingsSchema, type PresetSettings } from '@sereno/validation';
import type { CustomerRow } from '../customers/queries.ts';
import type { Database } from '../platform/database.ts';
import { notificationSwitchesOf } from '../rooms/responses.ts';
import { setRoomsPreset, type RoomPresetColumns, type RoomRow } from '../rooms/service.ts';

/** The preset part of a room's settings, as its columns hold them. */
export function settingsOfRoom(room: RoomRow): PresetSettings {
  return presetSettingsSchema.parse({
    ...notificationSwitchesOf(room),
    smokingAlertThreshold: room.smokingAlertThreshold,
    crowdingAlertTreshold: room.crowdingAlertTreshold,
    noiseSettings: room.noiseSettings,
    alertSchedules: room.alertSchedules,
  });
}

/** The room columns a preset's settings stand for. */
export const columnsOf = (settings: PresetSettings): RoomPresetColumns => ({ ...settings });

/** A JSON text with sorted keys: two settings are the same when their texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
export const sameSettings = (a: PresetSettings, b: PresetSettings): boolean => canonical(a) === canonical(b);

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether the settings turn on at least one channel of the host stage (calls, an SMS flag or a mail flag). */
export function hasChannel(settings: PresetSettings): boolean {
  return (
    settings.callsEnabled ||
    settings.sendNoiseSMSNotification ||
    settings.sendSmokeSMSNotification ||
    settings.sendCrowdSMSNotification ||
    settings.sendNoiseMailNotification ||
    settings.sendSmokeMailNotification ||
    settings.sendCrowdMailNotification
  );
}

/**
 * Whether a room with `settings` tells someone of its alarms (docs/alarms.md, "Stages and
 * recipients"): a call to its phones, the customer's report phone or a schedule's telephone; an SMS
 * to its SMS phone, the customer's or a schedule's; an email to the customer's report address or a
 * schedule's. The guest is not counted: a booking may have no phone, and most nights no guest.
 */
export function hasRecipient(
  settings: PresetSettings,
  room: Pick<RoomRow, 'phone' | 'phoneSMS'>,
  customer: Pick<CustomerRow, 'reportsEmail' | 'reportsPhone' | 'reportsPhoneSMS'> | undefined,
): boolean {
  const schedulePhone = settings.alertSchedules.some((schedule) => filled(schedule.telephone));
  const scheduleEmail = settings.alertSchedules.some((schedule) => filled(schedule.email));
  const calls = settings.callsEnabled && (filled(room.phone) || filled(customer?.reportsPhone) || schedulePhone);
  const sms =
    (settings.sendNoiseSMSNotification || settings.sendSmokeSMSNotification || settings.sendCrowdSMSNotification) &&
    (filled(room.phoneSMS) || filled(customer?.reportsPhoneSMS) || schedulePhone);
  const email =
    (settings.sendNoiseMailNotification || settings.sendSmokeMailNotification || settings.sendCrowdMailNotification) &&
    (filled(customer?.reportsEmail) || scheduleEmail);
  return calls || sms || email;
}

/** The rooms that tell someone of their alarms now and would tell nobody with `settings`. */
export function roomsLeftWithoutRecipient(
  settings: PresetSettings,
  rooms: readonly RoomRow[],
  customer: Pick<CustomerRow, 'reportsEmail' | 'reportsPhone' | 'reportsPhoneSMS'> | undefined,
): RoomRow[] {
  return rooms.filter((room) => hasRecipient(settingsOfRoom(room), room, customer) && !hasRecipient(settings, room, customer));
}

/** The rooms follow the preset and take its settings, in the caller's transaction; answers how many changed. */
export const followPreset = (tx: Database, roomIds: readonly string[], preset: { id: string; settings: PresetSettings }): Promise<number> =>
  setRoomsPreset(tx, roomIds, preset.id, columnsOf(preset.settings));

/** The rooms keep their settings as their own. */
export const detachRooms = (tx: Database, roomIds: readonly string[]): Promise<number> => setRoomsPreset(tx, roomIds, null);
