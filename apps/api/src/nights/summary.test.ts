import { describe, expect, it } from 'vitest';
import { loudestAndQuietest, silences } from './summary.ts';

const at = (time: string) => new Date(`2026-11-25T${time}:00Z`);

describe('a night in figures', () => {
  it('names the loudest and the quietest hour by their average, not by one loud reading', () => {
    const hours = [
      { start: at('20:00'), avg: 48, max: 91 },
      { start: at('21:00'), avg: 72, max: 80 },
      { start: at('22:00'), avg: 35, max: 40 },
    ];
    expect(loudestAndQuietest(hours)).toEqual({ loudest: hours[1], quietest: hours[2] });
    expect(loudestAndQuietest([])).toEqual({});
  });

  it('finds the half hours and more the device said nothing, the edges of the span included', () => {
    const span = { from: at('20:00'), to: at('23:00') };
    expect(silences([at('20:10'), at('20:20'), at('21:30'), at('21:45')], span)).toEqual([
      { from: at('20:20'), to: at('21:30') },
      { from: at('21:45'), to: at('23:00') },
    ]);
    expect(silences([at('20:05'), at('20:34'), at('21:03'), at('21:32'), at('22:01'), at('22:30'), at('22:59')], span)).toEqual([]);
    expect(silences([], span)).toEqual([{ from: at('20:00'), to: at('23:00') }]);
  });
});
