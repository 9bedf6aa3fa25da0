// The demo's devices: one in each demo room that has a monitorId, owned by the room's owner and
// quality-checked. Most are live and up to date; a few are in the other states the panel shows, so
// that each can be seen without setting anything up: offline for hours, a low battery, an outdated
// firmware (the panel offers its update), a calibration still pending.
import { createHmac } from 'node:crypto';
import type { Database } from '../platform/database.ts';
import { insertDevices } from '../devices/service.ts';
import { hashDeviceToken, issueDeviceToken } from '../devices/tokens.ts';
import { demoRooms } from './rooms.ts';

export interface DemoDevice {
  monitorId: string;
  /** The demo customer whose room it watches. */
  customer: number;
  firmware: string;
  operator: string;
  calibration: 'calibrated' | 'pending';
  /** Sends nothing since this many demo minutes before the demo started (its Wi-Fi is gone): offline for hours. */
  silentForMinutes?: number;
  /** The battery's level when the demo starts, never recharged (a low battery); otherwise the model's own. */
  battery?: number;
}

const currentFirmware = '2.4.0';
const operators = ['Vodafone', 'Movistar', 'Orange', 'Digi'] as const;

/** What sets a device apart from a live, up-to-date, calibrated one. */
const states: Record<string, Partial<DemoDevice>> = {
  'SRN-0003': { firmware: '2.3.1' },
  'SRN-0006': { battery: 9 },
  'SRN-0007': { silentForMinutes: 5 * 60 },
  'SRN-0009': { calibration: 'pending' },
  'SRN-0010': { firmware: '2.2.0' },
  'SRN-0016': { firmware: '2.3.1' },
  'SRN-0019': { silentForMinutes: 9 * 60 },
  'SRN-0022': { calibration: 'pending' },
  'SRN-0026': { battery: 12 },
  'SRN-0028': { firmware: '2.3.1' },
  'SRN-0030': { silentForMinutes: 3 * 60, battery: 4 },
};

export const demoDevices: readonly DemoDevice[] = demoRooms
  .flatMap((room) => (room.monitorId === null ? [] : [{ monitorId: room.monitorId, customer: room.customer }]))
  .sort((a, b) => a.monitorId.localeCompare(b.monitorId))
  .map((device, index) => ({
    ...device,
    firmware: currentFirmware,
    operator: operators[index % operators.length] ?? 'Vodafone',
    calibration: 'calibrated' as const,
    ...states[device.monitorId],
  }));

/** The demo devices that send now: all but those offline for hours. */
export const liveDemoDevices: readonly DemoDevice[] = demoDevices.filter((device) => device.silentForMinutes === undefined);

/**
 * A demo device's token, derived from the server's secret so that the in-process simulator can send
 * readings as the device without the token being stored anywhere. Demo mode only: real devices get
 * random tokens (`issueDeviceToken`).
 */
export const demoDeviceToken = (secret: string, monitorId: string): string => `dev_${createHmac('sha256', secret).update(monitorId).digest('base64url')}`;

/**
 * Inserts the demo devices, each owned by its customer's owner (`owners[customer]`, else `ownerId`);
 * with `secret`, their tokens are `demoDeviceToken`'s, otherwise random ones nobody knows.
 */
export async function seedDemoDevices(
  tx: Database,
  { ownerId, owners = [], secret }: { ownerId: string; owners?: readonly string[]; secret?: string | undefined },
): Promise<void> {
  await insertDevices(
    tx,
    demoDevices.map(({ monitorId, customer, firmware, operator, calibration }) => ({
      monitorId,
      firmware,
      operator,
      calibration,
      ownerId: owners[customer] ?? ownerId,
      qcPass: 'pass' as const,
      tokenHash: secret === undefined ? issueDeviceToken().tokenHash : hashDeviceToken(demoDeviceToken(secret, monitorId)),
    })),
  );
}
