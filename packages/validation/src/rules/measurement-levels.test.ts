import { describe, expect, it } from 'vitest';
import { iaqBandOf, occupancyDisplayLevelOf, occupancyLevelOf, wifiQualityOf } from './measurement-levels.ts';

describe('occupancy levels (spec §4)', () => {
  it('reads the device count against the crowd threshold', () => {
    const threshold = 12;
    expect([0, 1, 2, 3, 5, 6, 11, 12, 30].map((pax) => occupancyLevelOf(pax, threshold))).toEqual([
      'none',
      'low',
      'low',
      'normal',
      'normal',
      'high',
      'high',
      'very high',
      'very high',
    ]);
  });

  it('maps the server levels to the display levels: very high → full, high → high, normal → medium, low → low, other → none', () => {
    expect(['very high', 'high', 'normal', 'low', 'none', 'whatever'].map(occupancyDisplayLevelOf)).toEqual([
      'full',
      'high',
      'medium',
      'low',
      'empty',
      'empty',
    ]);
  });
});

describe('air-quality bands (spec §4)', () => {
  it('follow the IAQ scale from excellent to extremely polluted', () => {
    expect([0, 50, 51, 100, 150, 200, 201, 250, 350, 351, 500].map(iaqBandOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'lightlyPolluted',
      'moderatelyPolluted',
      'heavilyPolluted',
      'heavilyPolluted',
      'severelyPolluted',
      'extremelyPolluted',
      'extremelyPolluted',
    ]);
  });
});

describe('wifiQualityOf', () => {
  it('reads the RSSI as good from −60 dBm, fair from −70, poor below', () => {
    expect([-40, -60, -61, -70, -71, -95].map(wifiQualityOf)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });
});
