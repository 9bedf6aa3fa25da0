import { globalStyle, style } from '@vanilla-extract/css';
import { input } from '../private/field.css';
import { vars } from '../theme/vars.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.brand.strong },
      '[data-invalid] &': { borderColor: vars.color.critical.strong },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSecondary } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  color: vars.color.textSecondary,
});

globalStyle(`${trigger}[data-disabled]`, { cursor: 'not-allowed' });
