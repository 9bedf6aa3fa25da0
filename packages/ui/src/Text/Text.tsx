import type { ReactNode } from 'react';
import { useThemeRootCheck } from '../private/themeRootCheck';
import { cx } from '../private/cx';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export const textTones = ['default', 'secondary', 'positive', 'caution', 'critical', 'info', 'brand'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textFigures = ['proportional', 'tabular'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextFigures = (typeof textFigures)[number];

export interface TextProps {
  /** @default 'medium' */
  size?: TextSize;
  /** A state tone colours the text; say the state in words too, colour alone is not enough. @default 'default' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** `tabular` for readings and figures that must line up in columns. @default 'proportional' */
  figures?: TextFigures;
  /** `p` for a paragraph, `span` inside other text, `div` as a block holding other elements. @default 'p' */
  as?: 'p' | 'span' | 'div';
  children: ReactNode;
}

export function Text({ size = 'medium', tone = 'default', weight = 'regular', figures = 'proportional', as: Element = 'p', children }: TextProps) {
  useThemeRootCheck();
  return <Element className={cx(styles.text, styles.size[size], styles.tone[tone], styles.weight[weight], styles.figures[figures])}>{children}</Element>;
}
