// The periods a person picks most, beside a custom range: last night, the last 7 days, the last 30
// days. A period is a pair of the viewer's days (`yyyy-MM-dd`, both included), as the lists' date
// filters keep them in the URL.
import { localDateOf } from './localDay.ts';

export const datePresets = ['lastNight', 'last7Days', 'last30Days'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The viewer's day `days` after `today`, as `yyyy-MM-dd`. */
const dayFrom = (today: Date, days: number): string => localDateOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));

/** The days of `preset` seen from `today`: last night is yesterday and today (it spans midnight). */
export function presetRange(preset: DatePreset, today = new Date()): { from: string; to: string } {
  const back = { lastNight: 1, last7Days: 6, last30Days: 29 }[preset];
  return { from: dayFrom(today, -back), to: dayFrom(today, 0) };
}

/** Which preset the days `from`–`to` are, if one is; `undefined` for a custom range or none. */
export function presetOf(from: string | undefined, to: string | undefined, today = new Date()): DatePreset | undefined {
  return datePresets.find((preset) => {
    const range = presetRange(preset, today);
    return range.from === from && range.to === to;
  });
}
