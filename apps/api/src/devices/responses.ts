// A device as the API answers it (spec §3 Device, plus its firmware state, QC, calibration and last
// report). Absent values are left out rather than sent as null.
import { calibrationStatuses, deviceStatuses } from '@sereno/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { rooms } from '../rooms/table.ts';
import { users } from '../users/table.ts';
import { firmwareStatus, firmwareStatuses } from './firmware.ts';
import { devices, type DeviceRow } from './table.ts';

export const deviceResponseSchema = z
  .object({
    _id: z.uuid(),
    monitorId: z.string(),
    firmware: z.string().optional(),
    firmwareStatus: z.enum(firmwareStatuses).describe('upToDate when the firmware is at least GET /api/device-version/available; an unknown firmware is outdated'),
    operator: z.string().optional(),
    status: z.enum(deviceStatuses),
    qcPass: z.enum(['pass', 'fail']).optional().describe('The factory quality check; absent until it ran'),
    calibration: z.enum(calibrationStatuses),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime().optional().describe('When the device last reported'),
    otaRequestedAt: z.iso.datetime().optional().describe('A firmware update asked for and not yet done'),
    owner: z.string().optional().describe("The owner's username"),
    ownerId: z.uuid().optional(),
    customerId: z.uuid().optional().describe("The owner's customer"),
    roomId: z.uuid().optional().describe('The live room the device watches'),
    roomName: z.string().optional(),
  })
  .meta({ id: 'Device' });
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

/** The select of a device with its owner and its live room, ready for `.where()`. */
export const selectDevicesWithJoins = (db: Database) =>
  db
    .select({ device: devices, owner: users.username, customerId: users.customerId, roomId: rooms.id, roomName: rooms.name })
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
}

const iso = (date: Date | null) => (date === null ? {} : { value: date.toISOString() });

export function toDevice({ device, owner, customerId, roomId, roomName }: DeviceWithJoins, availableFirmware: string): DeviceResponse {
  const optional: Record<string, string | undefined> = {
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
