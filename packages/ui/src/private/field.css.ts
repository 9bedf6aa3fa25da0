import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { opacity: vars.opacity.disabled } },
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical.text,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control.medium,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderField,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focused]': { borderColor: vars.color.brand.strong },
    '&[data-invalid]': { borderColor: vars.color.critical.strong },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      opacity: vars.opacity.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textSecondary,
});

export const error = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.critical.text,
});

/** A quiet icon button inside a field (steppers, the calendar, clear): each field gives it its size. */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});
