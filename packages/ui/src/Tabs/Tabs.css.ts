import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: `${vars.radius.medium} ${vars.radius.medium} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.neutral.soft },
    '&[data-state="active"]': { color: vars.color.brand.text },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.borderWidth.thin})`,
      height: vars.borderWidth.stripe,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brand.strong,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

export const icon = style({ display: 'inline-flex', width: vars.size.icon.small, height: vars.size.icon.small });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const panel = style({ minWidth: 0 });
