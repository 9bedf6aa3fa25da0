import { vars } from '../../theme/vars.css';

// Lines and marks take a tone's text shade: it meets 3:1 against the surface in both themes (WCAG
// 1.4.11), and the series also differ by dash pattern, so colour is never the only difference.
export const chartTones = ['brand', 'info', 'positive', 'caution', 'critical', 'neutral'] as const;
export type ChartTone = (typeof chartTones)[number];

export const toneColor: Record<ChartTone, string> = {
  brand: vars.color.brand.text,
  info: vars.color.info.text,
  positive: vars.color.positive.text,
  caution: vars.color.caution.text,
  critical: vars.color.critical.text,
  neutral: vars.color.neutral.text,
};

/** The n-th series' tone and dash, when the caller names none. */
export const seriesDashes = ['', '6 3', '2 3', '10 4 2 4', '1 5', '14 4'] as const;
export function defaultTone(index: number): ChartTone {
  return chartTones[index % chartTones.length] ?? 'brand';
}
export function defaultDash(index: number): string {
  return seriesDashes[index % seriesDashes.length] ?? '';
}
