import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const dialog = style({
  padding: vars.space.small,
  outline: 'none',
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: 'max-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  // "Noviembre de 2026": only the first letter, never "De".
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

globalStyle(`${navButton} > svg`, { width: vars.size.icon.medium, height: vars.size.icon.medium });
// The arrows point along the reading direction.
globalStyle(`[dir="rtl"] ${navButton} > svg`, { transform: 'scaleX(-1)' });

export const grid = style({
  borderCollapse: 'collapse',
});

export const weekday = style({
  paddingBlockEnd: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textSecondary,
  textTransform: 'uppercase',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontVariantNumeric: vars.font.tabularFigures,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&[data-today]': { fontWeight: vars.font.weight.bold, boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.borderStrong}` },
    '&[data-selection-start], &[data-selection-end]': { backgroundColor: vars.color.brand.strong, color: vars.color.brand.onStrong },
    '&[data-selected]': { backgroundColor: vars.color.brand.strong, color: vars.color.brand.onStrong },
    '&[data-unavailable], &[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled, textDecoration: 'line-through' },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** Days between the two ends of a range: the quiet tint, so the ends stand out. */
export const rangeCell = style([
  cell,
  {
    selectors: {
      '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
        backgroundColor: vars.color.brand.soft,
        color: vars.color.brand.onSoft,
        borderRadius: 0,
      },
    },
  },
]);
