import { globalStyle, style } from '@vanilla-extract/css';
import { fieldButton, input as fieldInput } from '../private/field.css';
import { vars } from '../theme/vars.css';

/** The input, the unit and the steppers share one bordered box. */
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
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focusRing.offset,
      },
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
  fontVariantNumeric: vars.font.tabularFigures,
  // The group draws the focus; the input inside it does not draw a second ring.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSecondary, opacity: 1 },
    '&:focus-visible': { outline: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const unit = style({
  flexShrink: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  paddingInlineEnd: vars.space.xxsmall,
});

export const steppers = style({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
});

export const stepper = style([
  fieldButton,
  {
    width: vars.size.icon.medium,
    height: vars.size.icon.small,
  },
]);

globalStyle(`${stepper} > svg`, { width: vars.size.icon.small, height: vars.size.icon.small });
