import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './datePresets.ts';

describe('date presets', () => {
  // Local noon on 1 March 2026: the day before crosses the end of February.
  const today = new Date(2026, 2, 1, 12);

  it('are pairs of the viewer’s days, both included, ending today', () => {
    expect(presetRange('lastNight', today)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(presetRange('last7Days', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30Days', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('recognise a range that is one of them, and nothing else', () => {
    expect(presetOf('2026-02-23', '2026-03-01', today)).toBe('last7Days');
    expect(presetOf('2026-02-22', '2026-03-01', today)).toBeUndefined();
    expect(presetOf(undefined, undefined, today)).toBeUndefined();
  });
});
