import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  borderWidth: vars.borderWidth.thick,
  borderStyle: 'dashed',
  borderColor: vars.color.borderField,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.textSecondary,
  textAlign: 'center',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand.strong, backgroundColor: vars.color.brand.soft, color: vars.color.brand.onSoft },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-invalid]': { borderColor: vars.color.critical.strong },
    // Not dimmed: the text must stay readable; the disabled button and the flat well say enough.
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken },
  },
});

export const dropIcon = style({
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  flexShrink: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-error]': { borderColor: vars.color.critical.border, backgroundColor: vars.color.critical.soft, color: vars.color.critical.onSoft },
  },
});

export const fileIcon = style({
  flexShrink: 0,
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  marginBlockStart: vars.space.none,
  color: vars.color.textSecondary,
  selectors: { '[data-error] > &': { color: 'inherit' } },
});

export const fileMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const fileName = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const fileMeta = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textSecondary,
  fontVariantNumeric: vars.font.tabularFigures,
  selectors: { '[data-error] &': { color: 'inherit' } },
});

export const fileError = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});
