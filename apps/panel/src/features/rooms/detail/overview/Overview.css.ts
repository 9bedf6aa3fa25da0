import { breakpointQueries, vars } from '@sereno/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

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

/** The tiles of a disconnected room, greyed: their values say how the room was, not how it is. */
export const staleTiles = style([tiles]);
globalStyle(`${staleTiles} p`, { color: vars.color.textSecondary });

export const tile = style({ minWidth: 0 });

/**
 * The label with its explanation button floated at the end: a long label ("Probabilidad de humo")
 * wraps round the button, and a long word moves under it instead of breaking.
 */
export const tileHeader = style({ display: 'flow-root', minHeight: '2rem' });

export const tileHelp = style({ float: 'inline-end', marginInlineStart: vars.space.xxsmall });

/** Words of a label stay whole (Text breaks anywhere, which here would split "Temperatura" beside the button). */
export const tileLabel = style({ overflowWrap: 'normal' });

/** The figure read across the room: large and tabular. */
export const figure = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const unit = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textSecondary,
});

/** One chart a row on phones, two from `lg`. */
export const charts = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Holds a chart inside its card: a grid item may shrink below its content's width, so the chart follows a phone's. */
export const chartFrame = style({ minWidth: 0 });
