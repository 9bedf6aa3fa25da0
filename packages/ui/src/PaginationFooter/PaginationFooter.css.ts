import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.textSecondary,
  fontVariantNumeric: vars.font.tabularFigures,
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const sizeField = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const sizeSelect = style({
  minHeight: vars.size.control.small,
  paddingInline: vars.space.xsmall,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const pageButton = style({
  minWidth: vars.size.control.small,
  minHeight: vars.size.control.small,
  paddingInline: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.neutral.soft },
    '&[data-disabled]': { color: vars.color.textSecondary, cursor: 'default', background: 'transparent' },
    '&[aria-current="page"]': {
      background: vars.color.brand.strong,
      color: vars.color.brand.onStrong,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const pageInput = style({
  width: '4.5em',
  minHeight: vars.size.control.small,
  paddingInline: vars.space.xsmall,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
});

export const mirrored = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
