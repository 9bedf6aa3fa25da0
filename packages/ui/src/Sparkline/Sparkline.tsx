import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useLocale } from 'react-aria-components';
import { formatNumber } from '../private/chart/format';
import { toneColor, type ChartTone } from '../private/chart/tones';
import { timeExtent, valueExtent, withGaps, type ChartPoint } from '../LineChart/series';

export interface SparklineProps {
  /** What the line shows, e.g. "Ruido, última hora"; read with its last value. */
  label: string;
  points: readonly ChartPoint[];
  unit?: string;
  tone?: ChartTone;
  /** @default 96 */
  width?: number;
  /** @default 28 */
  height?: number;
  /** @default 30 minutes */
  maxGapMs?: number;
}

/** A small line for a card: the shape of the last hours at a glance, no axes. */
export function Sparkline({ label, points, unit, tone = 'brand', width = 96, height = 28, maxGapMs = 30 * 60 * 1000 }: SparklineProps) {
  const { locale } = useLocale();
  const values = valueExtent([points]);
  const times = timeExtent([points]);
  const last = points.findLast((point) => point.value !== null);
  const name = last?.value !== undefined && last.value !== null ? `${label}: ${formatNumber(last.value, locale, unit)}` : label;
  if (!values || !times) return <svg role="img" aria-label={name} width={width} height={height} />;
  const x = scaleTime({ domain: times, range: [1, width - 1] });
  const y = scaleLinear({ domain: [values.min, values.max === values.min ? values.min + 1 : values.max], range: [height - 2, 2] });
  return (
    <svg role="img" aria-label={name} width={width} height={height}>
      <LinePath<ChartPoint>
        data={withGaps(points, maxGapMs)}
        x={(point) => x(point.time)}
        y={(point) => y(point.value ?? 0)}
        defined={(point) => point.value !== null}
        stroke={toneColor[tone]}
        strokeWidth={1.5}
        fill="none"
      />
    </svg>
  );
}
