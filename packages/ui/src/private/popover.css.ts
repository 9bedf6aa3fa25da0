import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The surface under the lists and calendars of the fields. */
export const popover = style({
  // react-aria sets --trigger-width: the list is at least as wide as the field that opened it.
  minWidth: 'var(--trigger-width)',
  maxWidth: `calc(100vw - 2 * ${vars.space.medium})`,
  overflow: 'auto',
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceOverlay,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxsmall,
  outline: 'none',
  maxHeight: 'inherit',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutral.soft, color: vars.color.neutral.onSoft },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.focusRing.width} ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.brand.text },
    '&[data-selected][data-focused]': { backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});

export const optionCheck = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  width: vars.size.icon.small,
  height: vars.size.icon.small,
});

/** Loading and empty states inside a list. */
export const listMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textSecondary,
});
