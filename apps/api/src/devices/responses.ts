// A device as the API answers it (spec §3 Device, plus its firmware state, QC, calibration and last
// report), shaped for the caller who asks. Absent values are left out rather than sent as null.
import { calibrationStatuses, can, deviceStatuses, type NoiseSettings } from '@sereno/validation';
import { z } from 'zod';
import type { LatestReadingSummary } from '../readings/series.ts';
import type { UserRow } from '../users/queries.ts';
import { deviceConnection, deviceConnections } from './connection.ts';
import { firmwareStatus, firmwareStatuses } from './firmware.ts';
import type { DeviceRow } from '../db/schema/devices.ts';

export const deviceResponseSchema = z
  .object({
    _id: z.uuid(),
    monitorId: z.string(),
    claimCode: z
      .string()
      .optional()
      .describe(
        'The code printed on the label beside the monitorId, which claims a device nobody owns yet. Shown only to administrators, controllers and manufacturers',
      ),
    firmware: z.string().optional(),
    firmwareStatus: z
      .enum(firmwareStatuses)
      .describe('upToDate when the firmware is at least GET /api/device-version/available; an unknown firmware is outdated'),
    operator: z.string().optional(),
    status: z.enum(deviceStatuses),
    qcPass: z.enum(['pass', 'fail']).optional().describe('The factory quality check; absent until it ran'),
    calibration: z.enum(calibrationStatuses),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().optional().describe('When the device last reported'),
    connection: z.enum(deviceConnections).describe('online while it reported in the last 30 minutes (as a room is connected), offline otherwise'),
    lastReading: z
      .object({
        ts: z.iso.datetime().describe('When the device took it'),
        noise: z.number().optional().describe('dBA'),
        temperature: z.number().optional().describe('°C'),
        humidity: z.number().optional().describe('%RH'),
        batteryLevel: z.number().optional().describe('%'),
      })
      .optional()
      .describe('The main values of its newest reading; absent until it reports'),
    otaRequestedAt: z.iso.datetime().optional().describe('A firmware update asked for and not yet done'),
    owner: z.string().optional().describe("The owner's username (never shown to manufacturers)"),
    ownerId: z.uuid().optional().describe('Never shown to manufacturers'),
    customerId: z.uuid().optional().describe("The owner's customer (never shown to manufacturers)"),
    roomId: z.uuid().optional().describe('The live room the device watches (never shown to manufacturers)'),
    roomName: z.string().optional().describe('Never shown to manufacturers'),
  })
  .meta({ id: 'Device' });
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

export interface DeviceWithJoins {
  device: DeviceRow;
  owner: string | null;
  customerId: string | null;
  roomId: string | null;
  roomName: string | null;
  roomNoiseSettings: NoiseSettings | null;
  latestReading: LatestReadingSummary | null;
}

/**
 * What `caller` may learn of where a device is (docs/permissions.md, "Devices"), the one rule every
 * answer about devices goes through: a manufacturer builds devices and learns nothing of where they
 * went — no room, owner or customer.
 */
export function placementSeenBy(caller: Pick<UserRow, 'role'>, row: DeviceWithJoins): DeviceWithJoins {
  if (can(caller.role, 'devices.seePlacement')) return row;
  return { ...row, device: { ...row.device, ownerId: null }, owner: null, customerId: null, roomId: null, roomName: null, roomNoiseSettings: null };
}

const iso = (date: Date | null) => (date === null ? {} : { value: date.toISOString() });

/** The values a reading carried, without those it did not. */
function readingOf(latest: LatestReadingSummary): NonNullable<DeviceResponse['lastReading']> {
  const { ts, ...values } = latest;
  const present = Object.entries(values).filter(([, value]) => value !== null);
  return { ts: new Date(ts).toISOString(), ...Object.fromEntries(present) };
}

/** A device as `caller` sees it at `now`: its placement as `placementSeenBy` allows, its claim code only for those who label devices. */
export function toDevice(row: DeviceWithJoins, availableFirmware: string, caller: Pick<UserRow, 'role'>, now: Date): DeviceResponse {
  const { device, owner, customerId, roomId, roomName, latestReading } = placementSeenBy(caller, row);
  const optional: Record<string, string | undefined> = {
    claimCode: can(caller.role, 'devices.seeClaimCodes') ? device.claimCode : undefined,
    firmware: device.firmware ?? undefined,
    operator: device.operator ?? undefined,
    qcPass: device.qcPass ?? undefined,
    lastSeenAt: iso(device.lastSeenAt).value,
    otaRequestedAt: iso(device.otaRequestedAt).value,
    owner: owner ?? undefined,
    ownerId: device.ownerId ?? undefined,
    customerId: customerId ?? undefined,
    roomId: roomId ?? undefined,
    roomName: roomName ?? undefined,
  };
  return {
    _id: device.id,
    monitorId: device.monitorId,
    firmwareStatus: firmwareStatus(device.firmware, availableFirmware),
    status: device.status,
    calibration: device.calibration,
    createdAt: device.createdAt.toISOString(),
    updatedAt: device.updatedAt.toISOString(),
    connection: deviceConnection(device.lastSeenAt, now),
    ...(latestReading === null ? {} : { lastReading: readingOf(latestReading) }),
    ...(Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) as Partial<DeviceResponse>),
  };
}
