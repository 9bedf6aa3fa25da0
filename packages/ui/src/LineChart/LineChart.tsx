import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocale } from 'react-aria-components';
import { fill, useUiStrings } from '../i18n/strings';
import { defaultDash, defaultTone, toneColor, type ChartTone } from '../private/chart/tones';
import { formatNumber, formatTime } from '../private/chart/format';
import { useElementWidth } from '../private/useElementWidth';
import { visuallyHidden } from '../private/visuallyHidden.css';
import { nearestIndex, rangeLines, timeExtent, valueExtent, withGaps, type ChartPoint } from './series';
import * as styles from './LineChart.css';

export interface LineChartSeries {
  id: string;
  label: string;
  /** Sorted by time and already downsampled: at most about 1,500 points a series (see the docs). */
  points: readonly ChartPoint[];
  tone?: ChartTone;
}

export interface LineChartReferenceLine {
  label: string;
  value: number;
  tone?: ChartTone;
}

/** A span of time shaded behind the lines (an alarm window, a stay), named in the summary for screen readers. */
export interface LineChartBand {
  label: string;
  from: Date;
  to: Date;
  tone?: ChartTone;
}

export interface LineChartProps {
  /** What the chart shows; its accessible name. */
  label: string;
  series: readonly LineChartSeries[];
  /** The unit of the values, shown in the tooltip and the summary (dBA, %, °C…). */
  unit?: string;
  /**
   * Horizontal lines: `'range'` draws the min, middle and max of the values shown (spec §2); a list
   * draws those lines instead (thresholds, say); `'none'` draws none. @default 'range'
   */
  referenceLines?: 'range' | 'none' | readonly LineChartReferenceLine[];
  /** Spans of time shaded behind the lines, labelled at their top. */
  bands?: readonly LineChartBand[];
  /** Readings further apart than this leave a gap (a device that was disconnected). @default 30 minutes */
  maxGapMs?: number;
  /** The clock the times are read on (an IANA zone: the room's); the viewer's by default. */
  timeZone?: string;
  /** The time axis; by default from the first reading to the last. */
  timeDomain?: readonly [Date, Date];
  /** The value axis; by default the values' extent with some room. */
  valueDomain?: readonly [number, number];
  /** @default 240 */
  height?: number;
}

// The right margin holds the reference lines' labels ("medio 100,5"): wide enough for three digits and a decimal.
const margin = { top: 12, right: 76, bottom: 28, left: 44 };
const thirtyMinutes = 30 * 60 * 1000;

/**
 * A time series chart (visx, SVG): one or more series, min/middle/max reference lines, a tooltip with
 * value and time on hover or with the arrow keys, gaps where data is missing, the width of its
 * container, and a summary table for screen readers.
 */
export function LineChart({
  label,
  series,
  unit,
  referenceLines = 'range',
  bands = [],
  maxGapMs = thirtyMinutes,
  timeZone,
  timeDomain,
  valueDomain,
  height = 240,
}: LineChartProps) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frameRef) ?? 0;
  const helpId = useId();
  const [activeTime, setActiveTime] = useState<number | null>(null);

  const gapped = useMemo(() => series.map((line) => withGaps(line.points, maxGapMs)), [series, maxGapMs]);
  const values = valueExtent(series.map((line) => line.points));
  const times = timeExtent(series.map((line) => line.points));
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);

  if (!values || !times) {
    return (
      <div ref={frameRef} role="img" aria-label={`${label}: ${strings.chartNoData}`} className={styles.empty} style={{ height }}>
        {strings.chartNoData}
      </div>
    );
  }

  // Given lines (a threshold) are always in view: a party at 86 dBA against a 70 dBA threshold must
  // not look like ripples between 83 and 86.
  const shown = Array.isArray(referenceLines) ? withValues(values, referenceLines) : values;
  const padding = Math.max(1, (shown.max - shown.min) * 0.1);
  const domain = valueDomain ?? [shown.min - padding, shown.max + padding];
  const xScale = scaleTime({ domain: timeDomain ? [timeDomain[0], timeDomain[1]] : times, range: [0, innerWidth], clamp: true });
  const yScale = scaleLinear({ domain: [domain[0], domain[1]], range: [innerHeight, 0], nice: true });
  const lines =
    referenceLines === 'none'
      ? []
      : referenceLines === 'range'
        ? (() => {
            const range = rangeLines(values);
            return [
              { label: strings.chartMax, value: range.max, tone: 'critical' as const },
              { label: strings.chartMiddle, value: range.middle, tone: 'neutral' as const },
              { label: strings.chartMin, value: range.min, tone: 'info' as const },
            ];
          })()
        : referenceLines;

  const labelYs = separated(lines.map((line) => yScale(line.value)));
  const firstPoints = series[0]?.points ?? [];
  const activeIndex = activeTime === null ? null : nearestIndex(firstPoints, activeTime);
  const activePoint = activeIndex === null ? undefined : firstPoints[activeIndex];
  const activeX = activePoint ? xScale(activePoint.time) : 0;

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActiveTime(xScale.invert(event.clientX - box.left).getTime());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (firstPoints.length === 0) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge = event.key === 'Home' ? 0 : event.key === 'End' ? firstPoints.length - 1 : null;
    if (step === 0 && edge === null) return;
    event.preventDefault();
    const from = activeIndex ?? (step > 0 ? -1 : firstPoints.length);
    const next = edge ?? Math.min(firstPoints.length - 1, Math.max(0, from + step));
    setActiveTime(firstPoints[next]?.time.getTime() ?? null);
  };

  return (
    <figure style={{ margin: 0 }}>
      <div
        ref={frameRef}
        className={styles.frame}
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onBlur={() => setActiveTime(null)}
      >
        <span id={helpId} className={visuallyHidden}>
          {strings.chartPointHelp}
        </span>
        {width > 0 && (
          <svg width={width} height={height} className={styles.svg} aria-hidden="true">
            <Group left={margin.left} top={margin.top}>
              {bands.map((band) => {
                const x = xScale(band.from);
                const bandWidth = Math.max(2, xScale(band.to) - x);
                return (
                  <g key={`${band.label}-${band.from.getTime()}`}>
                    <rect x={x} y={0} width={bandWidth} height={innerHeight} fill={toneColor[band.tone ?? 'critical']} className={styles.band} />
                    <text x={x + 4} y={10} className={styles.bandLabel}>
                      {band.label}
                    </text>
                  </g>
                );
              })}
              {lines.map((line, index) => (
                <g key={`${line.label}-${line.value}`}>
                  <line
                    x1={0}
                    x2={innerWidth}
                    y1={yScale(line.value)}
                    y2={yScale(line.value)}
                    className={styles.referenceLine}
                    stroke={toneColor[line.tone ?? 'neutral']}
                  />
                  <text x={innerWidth + 4} y={labelYs[index]} dy="0.32em" className={styles.referenceLabel}>
                    {`${line.label} ${formatNumber(line.value, locale)}`}
                  </text>
                </g>
              ))}
              {series.map((line, index) => (
                <LinePath<ChartPoint>
                  key={line.id}
                  data={gapped[index]}
                  x={(point) => xScale(point.time)}
                  y={(point) => yScale(point.value ?? 0)}
                  defined={(point) => point.value !== null}
                  stroke={toneColor[line.tone ?? defaultTone(index)]}
                  strokeDasharray={defaultDash(index)}
                  strokeWidth={2}
                  fill="none"
                />
              ))}
              {/* A line needs two readings: a series of one or two shows them as dots. */}
              {series.map((line, index) =>
                line.points.length > 2
                  ? null
                  : line.points.map((point) =>
                      point.value === null ? null : (
                        <circle
                          key={`${line.id}-${point.time.getTime()}`}
                          cx={xScale(point.time)}
                          cy={yScale(point.value)}
                          r={3}
                          fill={toneColor[line.tone ?? defaultTone(index)]}
                        />
                      ),
                    ),
              )}
              {activePoint && <line x1={activeX} x2={activeX} y1={0} y2={innerHeight} className={styles.cursor} />}
              {activePoint &&
                series.map((line, index) => {
                  const point = line.points[nearestIndex(line.points, activePoint.time.getTime())];
                  if (!point || point.value === null) return null;
                  return <circle key={line.id} cx={xScale(point.time)} cy={yScale(point.value)} r={4} fill={toneColor[line.tone ?? defaultTone(index)]} />;
                })}
              {/* Plain text ticks: visx's axis measures each label through the DOM, which costs more than the lines. */}
              {yScale.ticks(4).map((tick) => (
                <text key={`y${tick}`} x={-6} y={yScale(tick)} dy="0.32em" textAnchor="end" className={styles.axisText}>
                  {formatNumber(tick, locale)}
                </text>
              ))}
              <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className={styles.gridLine} />
              {xScale.ticks(Math.max(2, Math.floor(innerWidth / 110))).map((tick) => (
                <text key={`x${tick.getTime()}`} x={xScale(tick)} y={innerHeight + 18} textAnchor="middle" className={styles.axisText}>
                  {tick.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })}
                </text>
              ))}
              <rect width={innerWidth} height={innerHeight} fill="transparent" onPointerMove={onPointerMove} onPointerLeave={() => setActiveTime(null)} />
            </Group>
          </svg>
        )}
        {activePoint && (
          <div
            className={styles.tooltip}
            role="status"
            style={{ insetInlineStart: Math.min(Math.max(0, margin.left + activeX + 8), Math.max(0, width - 160)) }}
          >
            <div>{formatTime(activePoint.time, locale, timeZone)}</div>
            {series.map((line) => {
              const point = line.points[nearestIndex(line.points, activePoint.time.getTime())];
              return <div key={line.id}>{`${line.label}: ${point && point.value !== null ? formatNumber(point.value, locale, unit) : '—'}`}</div>;
            })}
          </div>
        )}
      </div>
      {series.length > 1 && (
        <figcaption className={styles.legend} aria-hidden="true">
          {series.map((line, index) => (
            <span key={line.id} className={styles.legendItem}>
              <svg width={24} height={8} aria-hidden="true">
                <line x1={0} x2={24} y1={4} y2={4} stroke={toneColor[line.tone ?? defaultTone(index)]} strokeWidth={2} strokeDasharray={defaultDash(index)} />
              </svg>
              {line.label}
            </span>
          ))}
        </figcaption>
      )}
      <SummaryTable label={label} series={series} bands={bands} unit={unit} locale={locale} timeZone={timeZone} />
    </figure>
  );
}

/** What a sighted reader takes from the lines, for a screen reader: last, lowest and highest value. */
function SummaryTable({
  label,
  series,
  bands,
  unit,
  locale,
  timeZone,
}: {
  label: string;
  series: readonly LineChartSeries[];
  bands: readonly LineChartBand[];
  unit?: string;
  locale: string;
  timeZone: string | undefined;
}) {
  const strings = useUiStrings();
  // Hidden through a wrapper: a table is never narrower than its content, so a hidden table itself
  // would keep its full width and widen a narrow page.
  return (
    <div className={visuallyHidden}>
      <table>
        <caption>{fill(strings.chartSummary, { label })}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.chartSeries}</th>
            <th scope="col">{strings.chartLast}</th>
            <th scope="col">{strings.chartLastTime}</th>
            <th scope="col">{strings.chartMinimum}</th>
            <th scope="col">{strings.chartMaximum}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((line) => {
            const extent = valueExtent([line.points]);
            const last = line.points.findLast((point) => point.value !== null);
            const show = (value: number | undefined | null) => (value === undefined || value === null ? '—' : formatNumber(value, locale, unit));
            return (
              <tr key={line.id}>
                <th scope="row">{line.label}</th>
                <td>{show(last?.value)}</td>
                <td>{last ? formatTime(last.time, locale, timeZone) : '—'}</td>
                <td>{show(extent?.min)}</td>
                <td>{show(extent?.max)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {bands.length > 0 && (
        <ul>
          {bands.map((band) => (
            <li
              key={`${band.label}-${band.from.getTime()}`}
            >{`${band.label}: ${formatTime(band.from, locale, timeZone)} – ${formatTime(band.to, locale, timeZone)}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The values' extent grown to hold the given lines. */
function withValues(values: { min: number; max: number }, lines: readonly LineChartReferenceLine[]): { min: number; max: number } {
  const all = [values.min, values.max, ...lines.map((line) => line.value)];
  return { min: Math.min(...all), max: Math.max(...all) };
}

const labelGap = 12;

/** Label positions at least a line of text apart, in the given order (a flat series puts max, middle and min on one line). */
function separated(ys: readonly number[]): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  for (const [position, item] of order.entries()) {
    const previous = position > 0 ? placed[order[position - 1]?.index ?? 0] : undefined;
    placed[item.index] = previous === undefined ? item.y : Math.max(item.y, previous + labelGap);
  }
  return placed;
}
