// The picture of an alarm email: the triggering measure over the hour before the message, with the
// threshold drawn, as a small PNG that every mail client shows (attached inline, `cid:`). Drawn as
// SVG and rendered on the server by resvg (@resvg/resvg-js), no browser. The chart has no text, so
// it needs no font on the server: the email says the peak and the threshold in words beside it.
import { Resvg } from '@resvg/resvg-js';
import type { AlarmType } from './call-scripts.ts';

export const chartWidth = 480;
export const chartHeight = 160;
/** The email's image part: its Content-ID, as the HTML names it (`<img src="cid:…">`). */
export const alarmChartCid = 'alarm-chart@sereno';

export interface ChartPoint {
  at: Date;
  /** The highest value of the minute: a peak of one reading shows. */
  value: number;
}

export interface AlarmChartInput {
  type: AlarmType;
  from: Date;
  to: Date;
  points: readonly ChartPoint[];
  threshold: number | null;
  /** When the alarm was raised: a mark on the time axis (inside the hour, or not drawn). */
  raisedAt: Date;
}

/** The vertical range a measure is drawn on, wide enough for its values and its threshold. */
function scaleOf(type: AlarmType, values: number[]): { min: number; max: number } {
  const highest = Math.max(...values, 0);
  if (type === 'sound') return { min: 30, max: Math.max(90, Math.ceil((highest + 5) / 10) * 10) };
  if (type === 'smoking') return { min: 0, max: 100 };
  return { min: 0, max: Math.max(4, Math.ceil(highest * 1.2)) };
}

/** The chart as SVG text (exported for the tests: what the PNG is drawn from). */
export function alarmChartSvg({ type, from, to, points, threshold, raisedAt }: AlarmChartInput): string {
  const pad = { left: 8, right: 8, top: 10, bottom: 10 };
  const width = chartWidth - pad.left - pad.right;
  const height = chartHeight - pad.top - pad.bottom;
  const span = Math.max(1, to.getTime() - from.getTime());
  const scale = scaleOf(type, [...points.map((point) => point.value), ...(threshold === null ? [] : [threshold])]);
  const x = (at: Date) => pad.left + ((at.getTime() - from.getTime()) / span) * width;
  const y = (value: number) => pad.top + height - ((Math.min(Math.max(value, scale.min), scale.max) - scale.min) / (scale.max - scale.min)) * height;
  const fixed = (value: number) => value.toFixed(1);

  // A gap of more than 5 minutes without readings breaks the line (no data is not a quiet room).
  const runs: ChartPoint[][] = [];
  for (const point of points) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && point.at.getTime() - last.at.getTime() <= 5 * 60_000) run.push(point);
    else runs.push([point]);
  }
  const lines = runs.map((run) =>
    run.length === 1
      ? `<circle cx="${fixed(x(run[0]?.at ?? from))}" cy="${fixed(y(run[0]?.value ?? 0))}" r="2.5" fill="#1f4e79"/>`
      : `<polyline fill="none" stroke="#1f4e79" stroke-width="2.5" stroke-linejoin="round" points="${run.map((point) => `${fixed(x(point.at))},${fixed(y(point.value))}`).join(' ')}"/>`,
  );
  const grid = [0.25, 0.5, 0.75].map((share) => {
    const gridY = fixed(pad.top + height * share);
    return `<line x1="${pad.left}" x2="${pad.left + width}" y1="${gridY}" y2="${gridY}" stroke="#e3e8ee" stroke-width="1"/>`;
  });
  const thresholdLine =
    threshold === null
      ? ''
      : `<line x1="${pad.left}" x2="${pad.left + width}" y1="${fixed(y(threshold))}" y2="${fixed(y(threshold))}" stroke="#c0392b" stroke-width="2" stroke-dasharray="6 4"/>`;
  const raised =
    raisedAt >= from && raisedAt <= to
      ? `<rect x="${fixed(x(raisedAt))}" y="${pad.top}" width="${fixed(Math.max(0, pad.left + width - x(raisedAt)))}" height="${height}" fill="#c0392b" fill-opacity="0.08"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${chartWidth}" height="${chartHeight}" viewBox="0 0 ${chartWidth} ${chartHeight}">`,
    `<rect width="${chartWidth}" height="${chartHeight}" fill="#ffffff"/>`,
    raised,
    ...grid,
    `<rect x="${pad.left}" y="${pad.top}" width="${width}" height="${height}" fill="none" stroke="#c9d1da" stroke-width="1"/>`,
    thresholdLine,
    ...lines,
    '</svg>',
  ].join('');
}

/** The chart as a PNG. */
export function alarmChartPng(input: AlarmChartInput): Buffer {
  return Buffer.from(new Resvg(alarmChartSvg(input), { font: { loadSystemFonts: false } }).render().asPng());
}
