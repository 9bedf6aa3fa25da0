import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.info.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.info.soft,
  color: vars.color.info.onSoft,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineEnd: 'auto',
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
