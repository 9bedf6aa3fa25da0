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

/** The rooms in alarm, one line each: the room, what went off, by how much and for how long. */
export const alarmRooms = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const alarmRoom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});

export const alarmRoomName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.link });
