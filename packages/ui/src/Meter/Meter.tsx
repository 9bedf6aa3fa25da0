import { Meter as AriaMeter, Label, useLocale } from 'react-aria-components';
import { formatNumber } from '../private/chart/format';
import { toneColor, type ChartTone } from '../private/chart/tones';
import * as styles from './Meter.css';

export interface MeterBand {
  /** The band runs from the previous band's end up to this value. */
  upTo: number;
  label: string;
  tone: ChartTone;
}

export interface MeterProps {
  label: string;
  value: number;
  /** @default 0 */
  minValue?: number;
  /** Consecutive bands, the last ending at the scale's maximum. */
  bands: readonly MeterBand[];
  unit?: string;
}

/**
 * A value on a banded scale — the air-quality index on its bands, say. The band's name is said with
 * the value, so colour is never the only cue.
 */
export function Meter({ label, value, minValue = 0, bands, unit }: MeterProps) {
  const { locale } = useLocale();
  const maxValue = bands.at(-1)?.upTo ?? minValue + 1;
  const clamped = Math.min(maxValue, Math.max(minValue, value));
  const band = bands.find((candidate) => clamped <= candidate.upTo) ?? bands.at(-1);
  const span = maxValue - minValue;
  const valueText = `${formatNumber(value, locale, unit)}${band ? ` (${band.label})` : ''}`;
  return (
    <AriaMeter className={styles.meter} value={clamped} minValue={minValue} maxValue={maxValue} valueLabel={valueText}>
      <span className={styles.header}>
        <Label>{label}</Label>
        <span className={styles.value}>{valueText}</span>
      </span>
      <span className={styles.track}>
        {bands.map((item, index) => {
          const from = index === 0 ? minValue : (bands[index - 1]?.upTo ?? minValue);
          return (
            <span
              key={item.label}
              className={styles.band}
              style={{ flexGrow: (item.upTo - from) / span, background: toneColor[item.tone], opacity: item === band ? 1 : 0.35 }}
            />
          );
        })}
        <span className={styles.marker} style={{ insetInlineStart: `${((clamped - minValue) / span) * 100}%` }} />
      </span>
    </AriaMeter>
  );
}
