import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing, shown above the bar; it is also the bar's accessible name. */
  label: string;
  /** The current value, between `minValue` and `maxValue`; ignored when indeterminate. @default 0 */
  value?: number;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** For work whose length is unknown: the bar moves without a value. @default false */
  isIndeterminate?: boolean;
  /** Shows the value (a percentage, or `valueLabel`) at the inline end. @default true */
  showValue?: boolean;
  /** The value in words, e.g. "3 de 5 archivos", instead of a percentage. */
  valueLabel?: string;
  /** How to format the value (a percentage by default). */
  formatOptions?: Intl.NumberFormatOptions;
}

/** How far along a task is: uploading a file, flashing a device. Determinate with a value, or indeterminate. */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValue = true,
  valueLabel,
  formatOptions,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      formatOptions={formatOptions}
      className={styles.root}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labels}>
            <Label className={styles.label}>{label}</Label>
            {showValue && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={cx(styles.fill, isIndeterminate && styles.indeterminate)} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
