import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'positive', 'caution', 'critical', 'info', 'brand'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeVariants = ['soft', 'strong'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps {
  /** The state's tone; the words say the state too, colour alone is not enough. @default 'neutral' */
  tone?: BadgeTone;
  /** `strong` (a solid fill) only for what must be seen across the room. @default 'soft' */
  variant?: BadgeVariant;
  /** A short word or two; shown in capitals. */
  children: ReactNode;
}

/** A short, uppercase state label in a tone: a booking's status, a device's state, a count. */
export function Badge({ tone = 'neutral', variant = 'soft', children }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[variant][tone])} data-tone={tone}>
      {children}
    </span>
  );
}
