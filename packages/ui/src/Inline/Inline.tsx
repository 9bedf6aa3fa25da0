import type { ReactNode } from 'react';
import { cx } from '../private/cx';
import type { Space } from '../theme/space';
import * as styles from './Inline.css';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifications = ['start', 'center', 'end', 'space-between'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];
export type InlineJustify = (typeof inlineJustifications)[number];

export interface InlineProps {
  /** The space between children, across and between lines. @default 'small' */
  gap?: Space;
  /** @default 'center' */
  align?: InlineAlign;
  /** @default 'start' */
  justify?: InlineJustify;
  children: ReactNode;
}

/** Children side by side, wrapping onto the next line when they run out of room. */
export function Inline({ gap = 'small', align = 'center', justify = 'start', children }: InlineProps) {
  return <div className={cx(styles.inline, styles.gap[gap], styles.align[align], styles.justify[justify])}>{children}</div>;
}
