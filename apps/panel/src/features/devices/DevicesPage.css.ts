import { vars } from '@sereno/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has (beside the side navigation or not); the search takes more. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/** Two filters side by side on a phone, the four in one row beside the search on a desktop. */
export const filter = style({ flex: '1 1 10rem', minWidth: 0 });

export const searchField = style({ flex: '2 1 14rem', minWidth: 0 });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'flex-end' });

/** What acts on the chosen rows, above the table. */

/** A monitor id reads as one word, in figures that line up. */
export const monitorId = style({ whiteSpace: 'nowrap', fontVariantNumeric: vars.font.tabularFigures, fontWeight: vars.font.weight.medium });

export const firmware = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const version = style({ fontVariantNumeric: vars.font.tabularFigures, whiteSpace: 'nowrap' });

/** The connection, the newest values and their age, stacked in the cell. */
export const reading = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall });

export const figures = style({ fontVariantNumeric: vars.font.tabularFigures, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', gap: vars.space.xxsmall, justifyContent: 'flex-end' });

/** The cards of a phone, one under another. */
export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const cardTitle = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const cardMonitorId = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: vars.font.tabularFigures,
});

/** Room, owner and firmware: a label column and a value column. */
export const cardFigures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.small,
});

globalStyle(`${cardFigures} dt`, { color: vars.color.textSecondary });
globalStyle(`${cardFigures} dd`, { margin: 0, overflowWrap: 'anywhere' });
