import { globalStyle, style } from '@vanilla-extract/css';
import { fieldButton, input as fieldInput } from './field.css';
import { vars } from '../theme/vars.css';

/** The box of a date or time field: segments, then the calendar button. */
export const group = style([
  fieldInput,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxsmall,
    fontVariantNumeric: vars.font.tabularFigures,
    selectors: {
      '&[data-focus-within]': { borderColor: vars.color.brand.strong },
      '[data-invalid] > &': { borderColor: vars.color.critical.strong },
    },
  },
]);

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
});

export const segment = style({
  paddingInline: vars.space.none,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { color: vars.color.textSecondary, paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textSecondary },
    '&[data-focused]': { backgroundColor: vars.color.brand.strong, color: vars.color.brand.onStrong },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const rangeDash = style({
  paddingInline: vars.space.xxsmall,
  color: vars.color.textSecondary,
});

export const calendarButton = style([
  fieldButton,
  {
    flexShrink: 0,
    // The button keeps to the inline end, however short the dates.
    marginInlineStart: 'auto',
    width: vars.size.control.small,
    height: vars.size.control.small,
  },
]);

globalStyle(`${calendarButton} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });
