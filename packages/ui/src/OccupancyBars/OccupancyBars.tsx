import { scaleBand, scaleLinear } from '@visx/scale';
import { useRef } from 'react';
import { useLocale } from 'react-aria-components';
import { fill, useUiStrings } from '../i18n/strings';
import { formatNumber, formatTime } from '../private/chart/format';
import { toneColor, type ChartTone } from '../private/chart/tones';
import { useElementWidth } from '../private/useElementWidth';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from '../LineChart/LineChart.css';

export interface OccupancyBucket {
  start: Date;
  end: Date;
  value: number;
}

export interface OccupancyBarsProps {
  label: string;
  buckets: readonly OccupancyBucket[];
  /** The tone of a bucket's bar, e.g. by how full it was. @default brand for all */
  toneOf?: (bucket: OccupancyBucket) => ChartTone;
  /** @default 120 */
  height?: number;
}

/** Counts per time bucket (occupancy by hour, say), as bars; a table says the same to screen readers. */
export function OccupancyBars({ label, buckets, toneOf = () => 'brand', height = 120 }: OccupancyBarsProps) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef) ?? 0;
  const labelHeight = 18;
  const x = scaleBand({ domain: buckets.map((_, index) => index), range: [0, width], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...buckets.map((bucket) => bucket.value))], range: [height - labelHeight, 4] });
  const clock = (time: Date) => time.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  if (buckets.length === 0) {
    return (
      <div ref={frameRef} role="img" aria-label={`${label}: ${strings.chartNoData}`} className={styles.empty} style={{ height }}>
        {strings.chartNoData}
      </div>
    );
  }
  return (
    <figure style={{ margin: 0 }}>
      <div ref={frameRef} className={styles.frame} aria-hidden="true">
        {width > 0 && (
          <svg width={width} height={height} className={styles.svg}>
            {buckets.map((bucket, index) => {
              const barX = x(index) ?? 0;
              const top = y(bucket.value);
              return (
                <g key={bucket.start.toISOString()}>
                  <rect x={barX} y={top} width={x.bandwidth()} height={Math.max(0, height - labelHeight - top)} rx={2} fill={toneColor[toneOf(bucket)]} />
                  {x.bandwidth() > 28 && (
                    <text x={barX + x.bandwidth() / 2} y={height - 4} textAnchor="middle" className={styles.axisText}>
                      {clock(bucket.start)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <table className={visuallyHidden}>
        <caption>{fill(strings.chartSummary, { label })}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.chartFrom}</th>
            <th scope="col">{strings.chartTo}</th>
            <th scope="col">{strings.chartValue}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.start.toISOString()}>
              <td>{formatTime(bucket.start, locale)}</td>
              <td>{formatTime(bucket.end, locale)}</td>
              <td>{formatNumber(bucket.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
