import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** Two tiles side by side on phones, three from `md`, five on wide screens. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [breakpointQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [breakpointQueries.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const tile = style({ minWidth: 0 });

/** The figure read across the room: large and tabular. */
export const figure = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** One chart a row on phones, two from `lg`. */
export const charts = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
