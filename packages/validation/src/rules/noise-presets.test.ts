import { describe, expect, it } from 'vitest';
import { noiseThresholds } from './noise.ts';
import { noiseLevelOf, noisePresetIds, noisePresets, thresholdsOf } from './noise-presets.ts';

describe('noise presets', () => {
  it('has one preset per non-custom sensitivity, exactly one default (normal)', () => {
    expect(noisePresets.map((preset) => preset.id)).toEqual([...noisePresetIds]);
    expect(noisePresets.filter((preset) => preset.default).map((preset) => preset.id)).toEqual(['normal']);
  });

  it('keeps every preset valid as custom thresholds would be (low < medium < high, 20–120 dBA)', () => {
    for (const { low, medium, high } of noisePresets) expect(noiseThresholds().safeParse({ low, medium, high }).success).toBe(true);
  });

  it('orders restrictive < normal < permissive at every level', () => {
    const [normal, , restrictive, permissive] = noisePresets;
    for (const level of ['low', 'medium', 'high'] as const) {
      expect(restrictive?.[level]).toBeLessThan(normal?.[level] ?? 0);
      expect(permissive?.[level]).toBeGreaterThan(normal?.[level] ?? 0);
    }
  });

  it('gives a room its preset or its custom thresholds', () => {
    expect(thresholdsOf({ sensitivity: 'restrictive', from: '22:00', to: '08:00' })).toEqual({ low: 50, medium: 58, high: 66 });
    expect(thresholdsOf({ sensitivity: 'custom', thresholds: { low: 40, medium: 50, high: 60 }, from: '22:00', to: '08:00' })).toEqual({
      low: 40,
      medium: 50,
      high: 60,
    });
  });

  it('maps a value to silence, low, medium or high, each threshold included in its level', () => {
    const thresholds = { low: 55, medium: 65, high: 75 };
    expect([30, 54.9, 55, 64, 65, 75, 90].map((value) => noiseLevelOf(value, thresholds))).toEqual([
      'silence',
      'silence',
      'low',
      'low',
      'medium',
      'high',
      'high',
    ]);
  });
});
