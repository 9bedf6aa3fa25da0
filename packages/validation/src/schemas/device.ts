import { z } from 'zod';
import { requiredString } from '../rules/required.ts';
import { id, optionalText } from './common.ts';

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
