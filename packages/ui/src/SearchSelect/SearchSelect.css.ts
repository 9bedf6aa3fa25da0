import { globalStyle, style } from '@vanilla-extract/css';
import { fieldButton, input as fieldInput } from '../private/field.css';
import { vars } from '../theme/vars.css';

export const group = style([
  fieldInput,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    padding: 0,
    paddingInlineEnd: vars.space.xxsmall,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.strong },
      '[data-invalid] > &': { borderColor: vars.color.critical.strong },
    },
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  // The box draws the focus ring (below); the input inside it does not draw a second one.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Focus from the keyboard rings the whole box, as on the other fields. */
globalStyle(`${group}:has(${input}[data-focus-visible])`, {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});

export const iconButton = style([
  fieldButton,
  {
    flexShrink: 0,
    width: vars.size.control.small,
    height: vars.size.control.small,
    // Also the native clear button's own states, which react-aria does not mark.
    selectors: {
      '&:hover': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
  },
]);

globalStyle(`${iconButton} > svg`, { width: vars.size.icon.small, height: vars.size.icon.small });

export const loadMore = style({
  color: vars.color.brand.text,
  fontWeight: vars.font.weight.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderStartStartRadius: 0,
  borderStartEndRadius: 0,
});

export const inlineIcon = style({
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});
