// A device as the API answers it (spec §3 Device, plus its firmware state, QC, calibration and last
// report), shaped for the caller who asks. Absent values are left out rather than sent as null.
import { calibrationStatuses, can, deviceStatuses, type NoiseSettings } from '@sereno/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { firmwareStatus, firmwareStatuses } from './firmware.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';

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
    otaRequestedAt: z.iso.datetime().optional().describe('A firmware update asked for and not yet done'),
    owner: z.string().optional().describe("The owner's username (never shown to manufacturers)"),
    ownerId: z.uuid().optional().describe('Never shown to manufacturers'),
    customerId: z.uuid().optional().describe("The owner's customer (never shown to manufacturers)"),
    roomId: z.uuid().optional().describe('The live room the device watches (never shown to manufacturers)'),
    roomName: z.string().optional().describe('Never shown to manufacturers'),
  })
  .meta({ id: 'Device' });
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

/** The select of a device with its owner and its live room, ready for `.where()`. */
export const selectDevicesWithJoins = (db: Database) =>
  db
    .select({
      device: devices,
      owner: users.username,
      customerId: users.customerId,
      roomId: rooms.id,
      roomName: rooms.name,
      roomNoiseSettings: rooms.noiseSettings,
    })
    .from(devices)
    .leftJoin(users, eq(devices.ownerId, users.id))
    .leftJoin(rooms, and(eq(rooms.monitorId, devices.monitorId), isNull(rooms.deletedAt)))
    .$dynamic();

export interface DeviceWithJoins {
  device: DeviceRow;
  owner: string | null;
  customerId: string | null;
  roomId: string | null;
  roomName: string | null;
  roomNoiseSettings: NoiseSettings | null;
}

/**
 * What `caller` may learn of where a device is (docs/permissions.md, "Devices"), the one rule every
 * answer about devices goes through: a manufacturer builds devices and learns nothing of where they
 * went — no room, owner or customer.
 */
export function placementSeenBy(caller: Pick<UserRow, 'role'>, row: DeviceWithJoins): DeviceWithJoins {
  if (can(caller.role, 'devices.seePlacement')) return row;
  return { device: { ...row.device, ownerId: null }, owner: null, customerId: null, roomId: null, roomName: null, roomNoiseSettings: null };
}

const iso = (date: Date | null) => (date === null ? {} : { value: date.toISOString() });

/** A device as `caller` sees it: its placement as `placementSeenBy` allows, its claim code only for those who label devices. */
export function toDevice(row: DeviceWithJoins, availableFirmware: string, caller: Pick<UserRow, 'role'>): DeviceResponse {
  const { device, owner, customerId, roomId, roomName } = placementSeenBy(caller, row);
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
    ...(Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) as Partial<DeviceResponse>),
  };
}
