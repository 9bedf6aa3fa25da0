// A room as the API answers it (spec §3 Room detail, Room list item, Room summary, Used-licence item).
// Absent values are left out rather than sent as null, as for users and customers.
import {
  callSwitches,
  messageSwitches,
  noiseLevels,
  noiseSensitivities,
  noisePresetIds,
  thresholdsOf,
  noiseLevelOf,
  wifiQualities,
  wifiQualityOf,
  type NoiseLevel,
} from '@sereno/validation';
import { z } from 'zod';
import { alarmResponseSchema } from '../alarms/responses.ts';
import type { RoomStay } from '../bookings/stay.ts';
import type { DeviceRow } from '../devices/service.ts';
import { roomStatus, roomStatuses } from './status.ts';
import type { RoomRow } from '../db/schema/rooms.ts';

const optional = z.string().optional();
const thresholdsSchema = z.object({ low: z.number(), medium: z.number(), high: z.number() }).meta({ id: 'NoiseThresholdValues' });

const roomDataSchema = z
  .object({
    level: z.enum(noiseLevels).describe("The noise level of the latest value by the room's noise settings; disconnected while the room is"),
    value: z.number().optional().describe('The latest noise, dBA'),
    updatedAt: z.iso.datetime().optional().describe('When the device measured it'),
    wifi: z.number().optional().describe('RSSI, dBm'),
    quality: z.enum(wifiQualities).optional().describe('Wi-Fi quality: good from -60 dBm, fair from -70, poor below'),
    localip: optional,
    batteryLevel: z.number().optional(),
    batteryMode: optional,
    // The cards of the rooms list show these beside the noise (spec §2), without a call per room.
    temperature: z.number().optional().describe('°C'),
    humidity: z.number().optional().describe('%RH'),
    smokingProbability: z.number().optional().describe('Smoke probability, %'),
    pax: z.number().optional().describe('Occupancy: Bluetooth devices seen nearby'),
  })
  .meta({ id: 'RoomData' });

export const noiseSettingsResponseSchema = z
  .object({
    sensitivity: z.enum(noiseSensitivities),
    thresholds: thresholdsSchema.optional().describe('Custom sensitivity only: the thresholds chosen'),
    from: z.string(),
    to: z.string(),
    allDay: z.boolean(),
    sustainMinutes: z.int(),
  })
  .meta({ id: 'RoomNoiseSettings' });

export const roomListItemSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    monitorId: optional,
    monitor: z.boolean().describe('Whether a device watches the room'),
    nightAgent: z.boolean(),
    deviceFirm: optional.describe("The device's firmware version"),
    batteryCapacity: z.number().optional().describe("The device's latest battery level, %"),
    address: optional,
    username: optional.describe("The owner's username"),
    ownerId: z.uuid().optional(),
    thresholds: thresholdsSchema.describe('The thresholds the noise settings stand for (preset or custom)'),
    noiseSettings: noiseSettingsResponseSchema,
    data: roomDataSchema,
    status: z
      .enum(roomStatuses)
      .describe(
        "connected while the device's newest reading is from the last 30 minutes; noiseAlert while connected with an active noise alarm; disconnected otherwise (its values are then stale)",
      ),
    activeAlarms: z.int().min(0).describe('The active alarms of the room (at most one per type: noise, smoke, crowd)'),
    stay: z
      .object({
        guestName: z.string(),
        checkIn: z.iso.datetime(),
        checkOut: z.iso.datetime(),
        current: z.boolean().describe('Whether the guest is in the room now'),
      })
      .optional()
      .describe('The confirmed booking the room is in, else the next one; absent when none is booked'),
    createdAt: z.iso.datetime(),
    preset: z
      .object({ _id: z.uuid(), name: z.string(), standard: z.boolean().describe("The customer's standard preset (the panel shows its name translated)") })
      .optional()
      .describe('The settings preset the room follows (docs/presets.md); absent: the room has its own settings'),
  })
  .meta({ id: 'RoomListItem' });

/**
 * Who is told of an alarm, and how: the switches of a room's settings that a settings preset sets too
 * (docs/presets.md), answered alike for both.
 */
export const notificationSwitchesShape = { ...callSwitches, notifyGuest: z.boolean(), ...messageSwitches };
type NotificationSwitches = { [Key in keyof typeof notificationSwitchesShape]: boolean };

/** The notification switches of a room (or of a preset's settings), and nothing else of it. */
export const notificationSwitchesOf = (settings: NotificationSwitches): NotificationSwitches =>
  Object.fromEntries(Object.keys(notificationSwitchesShape).map((key) => [key, settings[key as keyof NotificationSwitches]])) as NotificationSwitches;

/** An alert schedule as answered: an address or number it lacks is left out. */
export const alertScheduleAnswer = (schedule: { from: string; to: string; email?: unknown; telephone?: unknown }) => ({
  from: schedule.from,
  to: schedule.to,
  ...(typeof schedule.email === 'string' ? { email: schedule.email } : {}),
  ...(typeof schedule.telephone === 'string' ? { telephone: schedule.telephone } : {}),
});

const guestCallSchema = z.object({ EN: optional, PT: optional, ES: optional, FR: optional });
export const alertScheduleResponseSchema = z.object({ from: z.string(), to: z.string(), email: optional, telephone: optional });

export const roomDetailSchema = roomListItemSchema
  .extend({
    voiceName: z.enum(['female', 'male']),
    location: z.object({ lat: z.number(), lng: z.number() }).optional(),
    address2: optional,
    zipCode: optional,
    city: optional,
    province: optional,
    country: optional,
    phone: optional.describe('Numbers to call, comma-separated'),
    phoneSMS: optional,
    timezone: z.object({ name: z.string(), label: z.string() }),
    licenseId: z.uuid().optional(),
    serviceContractId: z.uuid().optional(),
    managerId: z.uuid().optional(),
    ...notificationSwitchesShape,
    customGuestCallOptions: guestCallSchema,
    microphoneSensibility: z.int().optional(),
    smokingAlertThreshold: z.int(),
    crowdingAlertTreshold: z.int(),
    guestyLinkedRoom: optional,
    avantioLinkedRoom: optional,
    krossLinkedRoom: optional,
    alertSchedules: z.array(alertScheduleResponseSchema),
    mergeDone: z.boolean(),
    alarms: z.array(alarmResponseSchema).optional().describe("The room's active alarms (GET /rooms/{id})"),
    online: z.boolean().describe('The status is connected'),
    active: z.boolean().describe("A device watches the room and the device's status is active"),
    smsActivated: z
      .boolean()
      .describe("Whether the SMS provider has activated SMS for the owner's customer (spec §6); until then the room's SMS are kept, not sent"),
  })
  .meta({ id: 'RoomDetail' });
export type RoomDetail = z.infer<typeof roomDetailSchema>;

export const roomSummarySchema = z.object({ _id: z.uuid(), name: z.string() }).meta({ id: 'RoomSummary' });
export const usedLicenceSchema = z
  .object({ _id: z.uuid(), name: z.string(), licenseId: z.uuid(), serviceContractId: z.uuid().optional() })
  .meta({ id: 'UsedLicense' });

/** A room with what its answer joins: the owner's username and the device. */
export interface RoomWithJoins {
  room: RoomRow;
  username: string | null;
  device: Pick<DeviceRow, 'firmware' | 'status'> | null;
  /** Whether an active noise alarm exists: the status is then noiseAlert. */
  noiseAlert?: boolean;
  /** Whether the provider has activated SMS for the owner's customer (spec §6); false when unknown. */
  smsActivated?: boolean;
  /** The number of active alarms. */
  activeAlarms?: number;
  /** The guest's current or next stay. */
  stay?: RoomStay | null;
  /** The settings preset the room follows. */
  preset?: { id: string; name: string; standard: boolean } | null;
}

/** What a list item shows (GET /rooms): the room's list columns and its joins (queries.ts, `selectRoomListItems`). */
export interface RoomListJoins extends Omit<RoomWithJoins, 'room' | 'device' | 'smsActivated'> {
  room: Pick<RoomRow, 'id' | 'name' | 'address' | 'monitorId' | 'ownerId' | 'nightAgent' | 'noiseSettings' | 'latest' | 'lastSeenAt' | 'createdAt'>;
  device: Pick<DeviceRow, 'firmware'> | null;
}

/** Keeps the keys whose value is not null (a loop: no arrays of entries per row of a page). */
function present<Row extends Record<string, unknown>>(row: Row): { [Key in keyof Row]: Exclude<Row[Key], null> | undefined } {
  const kept: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    if (value !== null && value !== undefined) kept[key] = value;
  }
  return kept as { [Key in keyof Row]: Exclude<Row[Key], null> | undefined };
}

function noiseSettingsOf(room: Pick<RoomRow, 'noiseSettings'>): z.infer<typeof noiseSettingsResponseSchema> {
  const settings = room.noiseSettings;
  return {
    sensitivity: settings.sensitivity,
    ...(settings.sensitivity === 'custom' ? { thresholds: settings.thresholds } : {}),
    from: settings.from,
    to: settings.to,
    allDay: settings.allDay ?? false,
    sustainMinutes: settings.sustainMinutes ?? 5,
  };
}

export function toRoomListItem(
  { room, username, device, noiseAlert, activeAlarms, stay, preset }: RoomListJoins,
  now: Date,
): z.infer<typeof roomListItemSchema> {
  const status = roomStatus(room, now, noiseAlert);
  const thresholds = thresholdsOf(room.noiseSettings);
  const latest = room.latest;
  const level: NoiseLevel = status === 'disconnected' || latest?.noise === undefined ? 'disconnected' : noiseLevelOf(latest.noise, thresholds);
  return {
    _id: room.id,
    name: room.name,
    ...present({
      monitorId: room.monitorId,
      deviceFirm: device?.firmware ?? null,
      batteryCapacity: latest?.batteryLevel ?? null,
      address: room.address,
      username,
      ownerId: room.ownerId,
    }),
    monitor: room.monitorId !== null,
    nightAgent: room.nightAgent,
    thresholds,
    noiseSettings: noiseSettingsOf(room),
    data: {
      level,
      ...present({
        value: latest?.noise ?? null,
        updatedAt: latest?.measuredAt === undefined ? null : new Date(latest.measuredAt).toISOString(),
        wifi: latest?.wifi ?? null,
        quality: latest?.wifi === undefined ? null : wifiQualityOf(latest.wifi),
        localip: latest?.localip ?? null,
        batteryLevel: latest?.batteryLevel ?? null,
        batteryMode: latest?.batteryMode ?? null,
        temperature: latest?.temperature ?? null,
        humidity: latest?.humidity ?? null,
        smokingProbability: latest?.smokingProbability ?? null,
        pax: latest?.pax ?? null,
      }),
    },
    status,
    activeAlarms: activeAlarms ?? 0,
    ...(stay
      ? { stay: { guestName: stay.guestName, checkIn: stay.checkIn.toISOString(), checkOut: stay.checkOut.toISOString(), current: stay.checkIn <= now } }
      : {}),
    createdAt: room.createdAt.toISOString(),
    ...(preset ? { preset: { _id: preset.id, name: preset.name, standard: preset.standard } } : {}),
  };
}

export function toRoomDetail(joined: RoomWithJoins, now: Date): RoomDetail {
  const { room, device } = joined;
  const item = toRoomListItem(joined, now);
  return {
    ...item,
    voiceName: room.voiceName,
    ...(room.lat !== null && room.lng !== null ? { location: { lat: room.lat, lng: room.lng } } : {}),
    ...present({
      address2: room.address2,
      zipCode: room.zipCode,
      city: room.city,
      province: room.province,
      country: room.country,
      phone: room.phone,
      phoneSMS: room.phoneSMS,
      licenseId: room.licenseId,
      serviceContractId: room.serviceContractId,
      managerId: room.managerId,
      microphoneSensibility: room.microphoneSensibility,
      guestyLinkedRoom: room.guestyLinkedRoom,
      avantioLinkedRoom: room.avantioLinkedRoom,
      krossLinkedRoom: room.krossLinkedRoom,
    }),
    timezone: { name: room.timezoneName, label: room.timezoneLabel },
    ...notificationSwitchesOf(room),
    customGuestCallOptions: room.customGuestCallOptions,
    smokingAlertThreshold: room.smokingAlertThreshold,
    crowdingAlertTreshold: room.crowdingAlertTreshold,
    alertSchedules: room.alertSchedules.map(alertScheduleAnswer),
    mergeDone: room.mergeDone,
    online: item.status !== 'disconnected',
    active: device?.status === 'active',
    smsActivated: joined.smsActivated ?? false,
  };
}

export const noiseThresholdSchema = z
  .object({
    _id: z.enum(noisePresetIds),
    name: z.string(),
    low: z.number(),
    medium: z.number(),
    high: z.number(),
    description: z.string(),
    default: z.boolean(),
  })
  .meta({ id: 'NoiseThreshold' });
