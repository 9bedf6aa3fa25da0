import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { Space } from '../theme/space';
import * as styles from './Stack.css';

export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

export interface StackProps {
  /** The space between children. @default 'medium' */
  gap?: Space;
  /** Where children sit across the stack. @default 'stretch' */
  align?: StackAlign;
  children: ReactNode;
}

/** Children one under the other, evenly spaced. */
export function Stack({ gap = 'medium', align = 'stretch', children }: StackProps) {
  return <div className={cx(styles.stack, styles.gap[gap], styles.align[align])}>{children}</div>;
}
