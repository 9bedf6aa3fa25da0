import { z } from 'zod';
import { requiredString } from '../rules/required.ts';
import { message } from '../messages/message.ts';
import { enumOf, id, optionalText } from './common.ts';

export const deviceStatuses = ['active', 'inactive', 'maintenance'] as const;

/** Spec §3 Device, as POST /devices and PUT /devices/monitor/{monitorId} send it. */
export const deviceSchema = z.object({
  monitorId: requiredString().describe('The identifier printed on the device'),
  firmware: optionalText(),
  operator: optionalText(),
  status: z.enum(deviceStatuses).default('active'),
  ownerId: id().optional(),
  roomId: id().optional(),
});
export type DeviceInput = z.input<typeof deviceSchema>;

/** Spec §4 quality check and calibration states of a device. */
export const qcStatuses = ['pass', 'fail', 'disconnected'] as const;
export const calibrationStatuses = ['calibrated', 'pending'] as const;

/** The most devices one bulk action may touch (POST /devices/bulk). */
export const DEVICE_BULK_MAX = 500;

export const deviceBulkActions = ['requestFirmwareUpdate', 'setStatus'] as const;
export type DeviceBulkActionName = (typeof deviceBulkActions)[number];

/** Why a bulk action left a device unchanged: missing or not one the caller may change. */
export const deviceBulkRefusalReasons = ['notFound'] as const;
export type DeviceBulkRefusalReason = (typeof deviceBulkRefusalReasons)[number];

const deviceIds = z
  .array(id())
  .min(1, { error: message('required') })
  .max(DEVICE_BULK_MAX, { error: message('maxItems', { max: DEVICE_BULK_MAX }) });

/** POST /devices/bulk: ask the devices named for a firmware update, or set their status. */
export const deviceBulkSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('requestFirmwareUpdate'), deviceIds }),
  z.object({ action: z.literal('setStatus'), status: enumOf(deviceStatuses), deviceIds }),
]);
export type DeviceBulkInput = z.input<typeof deviceBulkSchema>;
