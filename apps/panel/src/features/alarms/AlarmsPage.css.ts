import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto' });

/** The filters wrap to the width the page has; the selects of user and room take more. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const filter = style({ flex: '1 1 9rem', minWidth: 0 });

export const wideFilter = style({ flex: '2 1 12rem', minWidth: 0 });

export const toolbarEnd = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium, flex: '1 1 100%' });

/** Three figures side by side, on phones too: they are short, and the alarms come right after them. */
export const statistics = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpointQueries.sm]: { gap: vars.space.medium } },
});

export const figure = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: vars.font.tabularFigures,
  color: vars.color.text,
});

/** Calls, SMS and emails as icons with their counts; the words are there for screen readers. */
export const notified = style({
  display: 'inline-flex',
  gap: vars.space.small,
  alignItems: 'center',
  fontVariantNumeric: vars.font.tabularFigures,
  whiteSpace: 'nowrap',
});

export const notifiedItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });

/** The details as a list of terms and values, two columns from `sm`. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  '@media': { [breakpointQueries.sm]: { gridTemplateColumns: 'minmax(8rem, max-content) 1fr' } },
});

export const term = style({ color: vars.color.textSecondary, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const value = style({ margin: 0, color: vars.color.text, fontVariantNumeric: vars.font.tabularFigures, overflowWrap: 'anywhere' });

export const exportLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, whiteSpace: 'nowrap' });

/** Cells that read as one unit — a date and time, a type with its level, the row's buttons — never break. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const typeCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, whiteSpace: 'nowrap' });

/** On a phone a long type lets its level badge go under it rather than widen the row. */
export const typeCellWrapping = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxsmall });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.xsmall, whiteSpace: 'nowrap' });

/** On a phone the buttons stand one above the other, so that the row fits the screen's width. */
export const rowActionsStacked = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxsmall, whiteSpace: 'nowrap' });

/** A resolution's note keeps the person's line breaks. */
export const note = style({ whiteSpace: 'pre-line' });

export const viewActions = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** What the list shows, in words, with its reset at the end of the line. */
export const viewLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });
