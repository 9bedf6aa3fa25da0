import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge/Badge';
import { cx } from '../private/cx';
import * as styles from './StatusLabel.css';

export type StatusLabelTone = BadgeTone;

export interface StatusLabelProps {
  /** @default 'neutral' */
  tone?: StatusLabelTone;
  children: ReactNode;
}

/**
 * A state as a coloured dot and uppercase text, without a fill: quieter than a `Badge`, for table
 * cells and dense lists where many states sit side by side.
 */
export function StatusLabel({ tone = 'neutral', children }: StatusLabelProps) {
  return (
    <span className={cx(styles.label, styles.tone[tone])} data-tone={tone}>
      <span className={cx(styles.dot, styles.dotTone[tone])} aria-hidden="true" />
      {children}
    </span>
  );
}
