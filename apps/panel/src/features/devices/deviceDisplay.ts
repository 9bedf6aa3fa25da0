// How a device's state reads in the list: its firmware state (an update asked for wins over outdated,
// spec §4 Device version) and its newest reading's main values with their units (DESIGN.md).
import type { DeviceListItem } from '@sereno/api-client';
import type { BadgeTone } from '@sereno/ui';

export type FirmwareDisplay = 'upToDate' | 'outdated' | 'requested';

export function firmwareDisplayOf(device: Pick<DeviceListItem, 'firmwareStatus' | 'otaRequestedAt'>): FirmwareDisplay {
  if (device.firmwareStatus === 'upToDate') return 'upToDate';
  return device.otaRequestedAt ? 'requested' : 'outdated';
}

export const firmwareTones: Record<FirmwareDisplay, BadgeTone> = { upToDate: 'positive', outdated: 'caution', requested: 'info' };

/** "48 dBA · 21,5 °C": the values the reading carried, in the person's language. */
export function readingSummary(reading: NonNullable<DeviceListItem['lastReading']>, language: string): string {
  const number = (value: number, digits: number) => new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  const parts = [
    reading.noise === undefined ? undefined : `${number(reading.noise, 0)} dBA`,
    reading.temperature === undefined ? undefined : `${number(reading.temperature, 1)} °C`,
    reading.humidity === undefined ? undefined : `${number(reading.humidity, 0)} %RH`,
  ];
  return parts.filter((part) => part !== undefined).join(' · ');
}
