import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { breakpointQueries } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';

/** The column tracks, computed from the columns' widths. */
export const template = createVar();
export const gapVar = createVar();

export const columns = style({
  display: 'grid',
  gap: gapVar,
  gridTemplateColumns: template,
  minWidth: 0,
});

export const gap = styleVariants(vars.space, (space) => ({ vars: { [gapVar]: space } }));

/** Below its breakpoint the columns stack, full width, in source order. */
export const collapseBelow = styleVariants(breakpointQueries, (query) => ({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [query]: { gridTemplateColumns: template } },
}));

export const alignY = styleVariants({
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
  stretch: { alignItems: 'stretch' },
});

export const column = style({ minWidth: 0 });
