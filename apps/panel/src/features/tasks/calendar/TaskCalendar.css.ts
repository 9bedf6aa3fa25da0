import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';
import { priorityColors } from '../shared/taskStyles.css.ts';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const period = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexWrap: 'wrap' });

export const periodTitle = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold, minWidth: '12rem' });

export const roomFilter = style({ flex: '1 1 14rem', maxWidth: '22rem', minWidth: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.textSecondary,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: vars.radius.small, display: 'inline-block' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: '-1px',
});

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.border,
  gap: '1px',
});

const sevenColumns = 'repeat(7, minmax(0, 1fr))';

/** On a phone the week's days are read one under another: the weekday names would only repeat them. */
export const headerRow = style({
  display: 'none',
  gridTemplateColumns: sevenColumns,
  gap: '1px',
  selectors: { [`${grid}[data-view="month"] &`]: { display: 'grid' } },
  '@media': { [breakpointQueries.md]: { display: 'grid' } },
});

export const columnHeader = style({
  padding: vars.space.xsmall,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSecondary,
  textAlign: 'center',
  textTransform: 'capitalize',
});

export const weekRow = style({
  display: 'grid',
  gap: '1px',
  gridTemplateColumns: '1fr',
  selectors: {
    '&[data-view="month"]': { gridTemplateColumns: sevenColumns },
  },
  '@media': { [breakpointQueries.md]: { selectors: { '&[data-view="week"]': { gridTemplateColumns: sevenColumns } } } },
});

export const dayCell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  minHeight: '4.5rem',
  padding: vars.space.xxsmall,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    [`${weekRow}[data-view="month"] &`]: { minHeight: '7rem' },
    '&[data-outside]': { background: vars.color.surfaceSunken },
    '&[data-drop]': { background: vars.color.info.soft, boxShadow: `inset 0 0 0 2px ${vars.color.info.strong}` },
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.focusRing.width} ${vars.color.focusRing}` },
  },
  '@media': { [breakpointQueries.md]: { selectors: { [`${weekRow}[data-view="week"] &`]: { minHeight: '22rem' } } } },
});

export const dayHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xxsmall });

export const dayNumber = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  selectors: {
    [`${dayCell}[data-outside] &`]: { color: vars.color.textSecondary },
    // Today wins over "outside": on the last days of a month, today is also shown in the next month's grid.
    [`${dayCell}[data-today] &`]: { background: vars.color.brand.strong, color: vars.color.brand.onStrong },
  },
});

const focusRing = { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: '1px' };

export const addButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.small,
  color: vars.color.textSecondary,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  ':focus-visible': focusRing,
});

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 } as const;
export const turnovers = style(list);
export const tasks = style(list);

export const turnover = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `1px ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  minWidth: 0,
  selectors: {
    '&[data-kind="checkOut"]': { background: vars.color.accent.soft, color: vars.color.accent.onSoft },
    '&[data-kind="checkIn"]': { background: vars.color.positive.soft, color: vars.color.positive.onSoft },
  },
});

/** One line in a month's narrow day; in a week or a day the words wrap, the room's name is what matters. */
export const chipText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  selectors: { [`${weekRow}:not([data-view="month"]) &`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const task = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  width: '100%',
  padding: `2px ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  borderInlineStart: '4px solid',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&[data-priority="High"]': { borderInlineStartColor: priorityColors.High, background: vars.color.critical.soft, color: vars.color.critical.onSoft },
    '&[data-priority="Medium"]': { borderInlineStartColor: priorityColors.Medium, background: vars.color.caution.soft, color: vars.color.caution.onSoft },
    '&[data-priority="Low"]': { borderInlineStartColor: priorityColors.Low, background: vars.color.info.soft, color: vars.color.info.onSoft },
    // A done task is struck through, not faded: faded, a low one's text fell under AA contrast (4.4:1).
    '&[data-done]': { textDecoration: 'line-through' },
    '&:hover': { filter: 'brightness(0.97)' },
    '&:focus-visible': focusRing,
    // A week's seven narrow days: the words go under the time when they do not fit beside it, so that
    // "Mantenimiento" is not cut in two.
    [`${weekRow}[data-view="week"] &`]: { flexWrap: 'wrap' },
  },
});

export const taskTime = style({ fontVariantNumeric: vars.font.tabularFigures, fontWeight: vars.font.weight.semibold, flex: '0 0 auto' });

export const taskRoom = style({ fontWeight: vars.font.weight.regular });

export const moreButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontSize: vars.font.size.small,
  color: vars.color.link,
  textDecoration: 'underline',
  borderRadius: vars.radius.small,
  ':focus-visible': focusRing,
});
