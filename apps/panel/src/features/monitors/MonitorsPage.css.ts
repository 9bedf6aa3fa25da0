import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has; the search takes more. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const filter = style({ flex: '1 1 10rem', minWidth: 0 });

export const searchField = style({ flex: '2 1 14rem', minWidth: 0 });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** One card per monitor: one column on a phone, as many as fit on a desktop, never wider than the window. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The room and the monitor id beside the noise level; the level goes under them when the card is narrow. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const title = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: '1 1 8rem', minWidth: 0 });

export const level = style({ flexShrink: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** A monitor id reads as one word, in figures that line up. */
export const monitorId = style({ fontVariantNumeric: vars.font.tabularFigures, whiteSpace: 'nowrap' });

/** The sounds of the last hours beside the newest level, the line taking the room left. */
export const sounds = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, minWidth: 0 });

export const soundsValue = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall });

export const noise = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: vars.font.tabularFigures,
});

/** The other readings, small, two or three to a row. */
export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', gap: vars.space.small, margin: 0 });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const figureLabel = style({ fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, color: vars.color.textSecondary });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: vars.font.tabularFigures,
  overflowWrap: 'anywhere',
});

export const figureDetail = style({ display: 'block', fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.regular, color: vars.color.textSecondary });
