import { globalStyle, style } from '@vanilla-extract/css';
import { input as fieldInput } from '../private/field.css';
import { vars } from '../theme/vars.css';

export const inputRow = style({
  position: 'relative',
  display: 'flex',
});

/** Room on the inline end for the toggle. */
export const input = style([fieldInput, { paddingInlineEnd: `calc(${vars.size.control.medium} + ${vars.space.xxsmall})` }]);

export const toggle = style({
  position: 'absolute',
  insetBlock: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.neutral.soft,
      color: vars.color.neutral.onSoft,
    },
    '&[data-selected]': { color: vars.color.brand.text },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

globalStyle(`${toggle} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });
