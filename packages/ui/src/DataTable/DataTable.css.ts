import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const frame = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const scroller = style({
  overflow: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
  fontVariantNumeric: vars.font.tabularFigures,
});

export const headerCell = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&[data-hovered]': { color: vars.color.text } },
});

export const sortIcon = style({ flexShrink: 0 });

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} tbody tr:last-child > td`, { borderBlockEnd: 0 });

export const row = style({
  selectors: {
    '&:hover': { background: vars.color.neutral.soft },
    '&[aria-selected="true"]': { background: vars.color.brand.soft },
  },
});

export const align = {
  start: style({ textAlign: 'start' }),
  center: style({ textAlign: 'center' }),
  end: style({ textAlign: 'end' }),
};

export const checkboxCell = style({ width: '2.5rem', textAlign: 'center' });

export const checkbox = style({
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  accentColor: vars.color.brand.strong,
  cursor: 'pointer',
});

export const actionsCell = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const messageCell = style({
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const spacerCell = style({ padding: 0, border: 0 });
