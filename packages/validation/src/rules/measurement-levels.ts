// How measurements read to a person (spec §4): occupancy levels and air-quality bands, written once
// for the server's answers and the panel's labels.

/** The server's occupancy levels, from the device count against the room's crowd threshold. */
export const occupancyLevels = ['none', 'low', 'normal', 'high', 'very high'] as const;
export type OccupancyLevel = (typeof occupancyLevels)[number];

/**
 * No one detected is `none`; then by the share of the crowd threshold (spec §3
 * crowdingAlertTreshold): under a quarter low, under a half normal, under the threshold high, at
 * or above it very high — the count at which the crowd alert fires.
 */
export function occupancyLevelOf(pax: number, crowdThreshold: number): OccupancyLevel {
  if (pax <= 0) return 'none';
  const share = pax / Math.max(crowdThreshold, 1);
  if (share >= 1) return 'very high';
  if (share >= 0.5) return 'high';
  if (share >= 0.25) return 'normal';
  return 'low';
}

/** Spec §4: the panel's display levels of the server's occupancy map (very high → full … other → none). */
export const occupancyDisplayLevels = ['empty', 'low', 'medium', 'high', 'full'] as const;
export type OccupancyDisplayLevel = (typeof occupancyDisplayLevels)[number];

export function occupancyDisplayLevelOf(level: string): OccupancyDisplayLevel {
  switch (level) {
    case 'very high':
      return 'full';
    case 'high':
      return 'high';
    case 'normal':
      return 'medium';
    case 'low':
      return 'low';
    default:
      return 'empty';
  }
}

/** Spec §4 air-quality bands of the IAQ index (0–500; about 50 good, 200 polluted, spec §9). */
export const iaqBands = ['excellent', 'good', 'lightlyPolluted', 'moderatelyPolluted', 'heavilyPolluted', 'severelyPolluted', 'extremelyPolluted'] as const;
export type IaqBand = (typeof iaqBands)[number];

/** The band's upper bounds, the sensor maker's (Bosch BME680) scale: 50, 100, 150, 200, 250, 350, above. */
const iaqBandCeilings: readonly [number, IaqBand][] = [
  [50, 'excellent'],
  [100, 'good'],
  [150, 'lightlyPolluted'],
  [200, 'moderatelyPolluted'],
  [250, 'heavilyPolluted'],
  [350, 'severelyPolluted'],
];

export function iaqBandOf(iaq: number): IaqBand {
  return iaqBandCeilings.find(([ceiling]) => iaq <= ceiling)?.[1] ?? 'extremelyPolluted';
}

/** Wi-Fi signal as a person reads it, from the device's RSSI in dBm: good from −60, fair from −70, poor below. */
export const wifiQualities = ['good', 'fair', 'poor'] as const;
export type WifiQuality = (typeof wifiQualities)[number];

export function wifiQualityOf(rssi: number): WifiQuality {
  return rssi >= -60 ? 'good' : rssi >= -70 ? 'fair' : 'poor';
}
