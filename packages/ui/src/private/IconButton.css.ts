import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
  },
});

globalStyle(`${iconButton} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });
