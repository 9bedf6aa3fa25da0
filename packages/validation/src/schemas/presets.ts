// Settings presets (issue 28; docs/presets.md): a customer's named notification settings, which
// rooms follow, and the bulk actions of the rooms list. The preset's settings are the notification
// part of the room's settings form (./room-settings.ts), plus the guest call switch and the alert
// schedules: who is told by which channel, of what, when.
import { z } from 'zod';
import { message } from '../messages/message.ts';
import { maxLength } from '../rules/length.ts';
import { alertSchedulesSchema, roomSettingsSchema, type NoiseSettings } from './room-settings.ts';
import { enumOf, id } from './common.ts';

export const PRESET_NAME_MAX_LENGTH = 80;

/** What a preset sets on every room that follows it. */
export const presetSettingsSchema = roomSettingsSchema
  .pick({
    callsEnabled: true,
    callAllTime: true,
    disableFirstCall: true,
    sendNoiseMailNotification: true,
    sendNoiseSMSNotification: true,
    sendSmokeMailNotification: true,
    sendSmokeSMSNotification: true,
    sendCrowdMailNotification: true,
    sendCrowdSMSNotification: true,
    disconnectionNotificationEnabled: true,
    smokingAlertThreshold: true,
    crowdingAlertTreshold: true,
    noiseSettings: true,
  })
  .extend({ notifyGuest: z.boolean(), alertSchedules: alertSchedulesSchema });
export type PresetSettingsInput = z.input<typeof presetSettingsSchema>;
export type PresetSettings = z.output<typeof presetSettingsSchema>;

/** The keys of a room's settings that a preset sets. */
export const presetSettingKeys = Object.keys(presetSettingsSchema.shape) as (keyof PresetSettings)[];

/** POST /customers/{id}/presets and PUT /presets/{id}. */
export const presetSchema = z.object({
  name: maxLength(PRESET_NAME_MAX_LENGTH)
    .trim()
    .min(1, { error: message('required') }),
  settings: presetSettingsSchema,
});
export type PresetInput = z.input<typeof presetSchema>;

/** The spec's defaults (spec §3 Room): the standard preset every customer starts with. */
export const standardNoiseSettings: NoiseSettings = { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 };
export const standardPresetSettings: PresetSettings = {
  callsEnabled: true,
  callAllTime: false,
  disableFirstCall: false,
  notifyGuest: false,
  sendNoiseMailNotification: true,
  sendNoiseSMSNotification: false,
  sendSmokeMailNotification: true,
  sendSmokeSMSNotification: false,
  sendCrowdMailNotification: true,
  sendCrowdSMSNotification: false,
  disconnectionNotificationEnabled: true,
  smokingAlertThreshold: 70,
  crowdingAlertTreshold: 12,
  noiseSettings: { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 },
  alertSchedules: [],
};

/** PUT /rooms/{id}/preset: follow a preset of the room's customer, or null to keep the settings as the room's own. */
export const roomPresetSchema = z.object({ presetId: id().nullable() });

/** The most rooms one bulk action may touch (POST /rooms/bulk). */
export const BULK_MAX_ROOMS = 1000;

export const roomBulkActions = ['assignPreset', 'nightAgent', 'setManager', 'requestFirmwareUpdate'] as const;
export type RoomBulkActionName = (typeof roomBulkActions)[number];

/** Why a bulk action left a room unchanged. */
export const bulkRefusalReasons = ['notFound', 'forbidden', 'noDevice', 'noRecipient', 'otherCustomer'] as const;
export type BulkRefusalReason = (typeof bulkRefusalReasons)[number];

/** The rooms list's filters, as `GET /rooms` takes them: "all that match". */
export const roomBulkFiltersSchema = z.object({
  status: enumOf(['connected', 'noiseAlert', 'disconnected']).optional(),
  nightAgent: enumOf(['true', 'false']).optional(),
  search: z.string().max(100).optional(),
  ownerId: id().optional(),
});

const target = {
  roomIds: z
    .array(id())
    .min(1, { error: message('required') })
    .max(BULK_MAX_ROOMS, { error: message('maxItems', { max: BULK_MAX_ROOMS }) })
    .optional(),
  filters: roomBulkFiltersSchema.optional(),
};

/** POST /rooms/bulk: one action over the rooms named, or over all that match the filters. */
export const roomBulkSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('assignPreset'), presetId: id(), ...target }),
    z.object({ action: z.literal('nightAgent'), nightAgent: z.boolean(), ...target }),
    z.object({ action: z.literal('setManager'), managerId: id().nullable(), ...target }),
    z.object({ action: z.literal('requestFirmwareUpdate'), ...target }),
  ])
  .refine((body) => (body.roomIds === undefined) !== (body.filters === undefined), { error: message('bulkTarget'), path: ['roomIds'] });
export type RoomBulkInput = z.input<typeof roomBulkSchema>;
