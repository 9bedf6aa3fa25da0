import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';
import { priorityColors } from '../shared/taskStyles.css.ts';

export const page = style({ width: '100%', maxWidth: '1320px', marginInline: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The filters beside the list where there is room; above it on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' } },
});

export const sidebar = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const results = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surface,
  selectors: {
    '&[data-priority="High"]': { borderInlineStartColor: priorityColors.High },
    '&[data-priority="Medium"]': { borderInlineStartColor: priorityColors.Medium },
    '&[data-priority="Low"]': { borderInlineStartColor: priorityColors.Low },
  },
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.small,
});

export const when = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const excerpt = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, marginInlineStart: `calc(-1 * ${vars.space.small})` });

/** The task's name opens its details: a button that reads as a link. */
export const taskLink = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
});
