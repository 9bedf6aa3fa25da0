import { Children, isValidElement, type ReactNode } from 'react';
import { inlineVars } from '../private/inlineVars';
import { cx } from '../private/cx';
import type { Space } from '../theme/space';
import * as styles from './Columns.css';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5', '4/5'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export const columnsCollapseBreakpoints = ['sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type ColumnsCollapseBelow = (typeof columnsCollapseBreakpoints)[number];
export const columnsAlignments = ['start', 'center', 'end', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignments)[number];

export interface ColumnsProps {
  /** The space between columns (and between stacked columns). @default 'medium' */
  gap?: Space;
  /** Below this breakpoint the columns stack one under the other. Without it they never stack. */
  collapseBelow?: ColumnsCollapseBelow;
  /** @default 'stretch' */
  alignY?: ColumnsAlignY;
  /** `Columns.Column` elements. */
  children: ReactNode;
}

export interface ColumnProps {
  /** A fraction of the row, `content` for its natural width, or `fill` to share what is left. @default 'fill' */
  width?: ColumnWidth;
  children?: ReactNode;
}

function Column({ width = 'fill', children }: ColumnProps) {
  return (
    <div className={styles.column} data-width={width}>
      {children}
    </div>
  );
}

/** A fraction takes its share of the row once the gaps are taken out, so that 1/3 + 2/3 fill it exactly. */
function track(width: ColumnWidth, gaps: string): string {
  if (width === 'fill') return 'minmax(0, 1fr)';
  if (width === 'content') return 'auto';
  const [numerator, denominator] = width.split('/').map(Number) as [number, number];
  return `minmax(0, calc((100% - ${gaps}) * ${numerator} / ${denominator}))`;
}

function ColumnsRoot({ gap = 'medium', collapseBelow, alignY = 'stretch', children }: ColumnsProps) {
  const widths = Children.toArray(children).map((child) =>
    isValidElement<ColumnProps>(child) && child.type === Column ? (child.props.width ?? 'fill') : 'fill',
  );
  const gaps = `${Math.max(widths.length - 1, 0)} * ${styles.gapVar}`;
  return (
    <div
      className={cx(styles.columns, styles.gap[gap], styles.alignY[alignY], collapseBelow && styles.collapseBelow[collapseBelow])}
      style={inlineVars({ [styles.template]: widths.map((width) => track(width, gaps)).join(' ') })}
    >
      {children}
    </div>
  );
}

/** Side-by-side columns of given widths that stack below a breakpoint: `Columns.Column` inside. */
export const Columns = Object.assign(ColumnsRoot, { Column });
