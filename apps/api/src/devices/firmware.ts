// Firmware versions (spec §4 Device version: up to date or outdated) compared as numbers and dots,
// the same way in JavaScript and in SQL, so that the filter and the answer agree. A device whose
// firmware is unknown or not numbers and dots counts as outdated: an update is what it needs.
import { sql, type SQL } from 'drizzle-orm';
import { devices } from '../db/schema/devices.ts';

export const firmwareStatuses = ['upToDate', 'outdated'] as const;
export type FirmwareStatus = (typeof firmwareStatuses)[number];

const versionPattern = /^\d{1,9}(\.\d{1,9})*$/;

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b` (2.4 is older than 2.4.0). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(left.length - right.length);
}

export function firmwareStatus(firmware: string | null, available: string): FirmwareStatus {
  return firmware !== null && versionPattern.test(firmware) && compareVersions(firmware, available) >= 0 ? 'upToDate' : 'outdated';
}

/** The SQL of `firmwareStatus(...) === 'upToDate'` (PostgreSQL compares int arrays as above). */
export function firmwareUpToDate(available: string): SQL {
  const availableArray = `{${available.split('.').join(',')}}`;
  return sql`(case when ${devices.firmware} ~ '^[0-9]{1,9}(\\.[0-9]{1,9})*$' then string_to_array(${devices.firmware}, '.')::int[] >= ${availableArray}::int[] else false end)`;
}
