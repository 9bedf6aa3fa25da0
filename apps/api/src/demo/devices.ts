// The demo's devices: one for each of the first customer's rooms that has a monitorId, owned by the
// demo customer account, quality-checked and calibrated; SRN-0003 runs an older firmware, so that the
// panel shows an outdated device and its update request.
import { createHmac } from 'node:crypto';
import type { Database } from '../platform/database.ts';
import { insertDevices } from '../devices/service.ts';
import { hashDeviceToken, issueDeviceToken } from '../devices/tokens.ts';

export const demoDevices = [
  { monitorId: 'SRN-0001', firmware: '2.4.0', operator: 'Vodafone' },
  { monitorId: 'SRN-0002', firmware: '2.4.0', operator: 'Movistar' },
  { monitorId: 'SRN-0003', firmware: '2.3.1', operator: 'Orange' },
] as const;

/**
 * A demo device's token, derived from the server's secret so that the in-process simulator can send
 * readings as the device without the token being stored anywhere. Demo mode only: real devices get
 * random tokens (`issueDeviceToken`).
 */
export const demoDeviceToken = (secret: string, monitorId: string): string => `dev_${createHmac('sha256', secret).update(monitorId).digest('base64url')}`;

/** Inserts the demo devices owned by `ownerId`; with `secret`, their tokens are `demoDeviceToken`'s, otherwise random ones nobody knows. */
export async function seedDemoDevices(tx: Database, { ownerId, secret }: { ownerId: string; secret?: string | undefined }): Promise<void> {
  await insertDevices(
    tx,
    demoDevices.map((device) => ({
      ...device,
      ownerId,
      qcPass: 'pass' as const,
      calibration: 'calibrated' as const,
      tokenHash: secret === undefined ? issueDeviceToken().tokenHash : hashDeviceToken(demoDeviceToken(secret, device.monitorId)),
    })),
  );
}
