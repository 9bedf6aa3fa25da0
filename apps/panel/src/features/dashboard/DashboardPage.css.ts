import { breakpointQueries, vars } from '@sereno/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: '1140px',
  marginInline: 'auto',
});

/** One column on phones, three side by side from `md`. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpointQueries.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The figure a night agent reads across the room: large, tabular, easing when it changes. */
export const figure = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** A tile is a link to the rooms in its state: the whole card is the target, with the panel's focus ring. */
export const tileLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.large,
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});

globalStyle(`${tileLink}:hover [data-tone]`, { borderColor: vars.color.borderStrong });
