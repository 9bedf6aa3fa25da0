import { style } from '@vanilla-extract/css';
import { input } from '../private/field.css';
import { vars } from '../theme/vars.css';

export const textArea = style([
  input,
  {
    display: 'block',
    resize: 'vertical',
    minHeight: 'auto',
  },
]);

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textSecondary,
  fontVariantNumeric: vars.font.tabularFigures,
  selectors: {
    '&[data-near-limit]': { color: vars.color.caution.text, fontWeight: vars.font.weight.semibold },
  },
});
