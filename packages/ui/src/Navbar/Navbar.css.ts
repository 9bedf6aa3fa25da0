import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const navbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.layout.navbar,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const end = style([slot, { marginInlineStart: 'auto' }]);

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft } },
});

globalStyle(`${menuButton} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });
