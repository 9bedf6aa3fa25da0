import { describe, expect, it } from 'vitest';
import { alarmsEn } from '../features/alarms/i18n/en.ts';
import { alarmsEs } from '../features/alarms/i18n/es.ts';
import { nightsEn } from '../features/nights/i18n/en.ts';
import { nightsEs } from '../features/nights/i18n/es.ts';
import { roomsEn } from '../features/rooms/i18n/en.ts';
import { roomsEs } from '../features/rooms/i18n/es.ts';

// The occupancy sensor had four names (ocupación, aglomeración, aforo, dispositivos presentes): a
// measure, a chart, an alarm type and a filter must say the same word for the same thing.

/** Every label (not the longer explanations) kept under an `occupancy` key. */
function occupancyLabels(texts: object): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? (key === 'occupancy' && value.length < 40 ? [value] : []) : occupancyLabels(value as object),
  );
}

describe('the occupancy sensor', () => {
  it.each([
    ['es', 'Ocupación', [alarmsEs, roomsEs, nightsEs]],
    ['en', 'Occupancy', [alarmsEn, roomsEn, nightsEn]],
  ] as const)('has one name in %s', (_language, name, bundles) => {
    const labels = bundles.flatMap(occupancyLabels);
    expect(labels.length).toBeGreaterThan(4);
    for (const label of labels) expect(label).toMatch(new RegExp(`^${name}( \\(|$)`));
  });
});
