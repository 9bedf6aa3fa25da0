import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const text = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  xsmall: { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall },
  small: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small },
  medium: { fontSize: vars.font.size.medium, lineHeight: vars.font.lineHeight.medium },
  large: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  secondary: { color: vars.color.textSecondary },
  positive: { color: vars.color.positive.text },
  caution: { color: vars.color.caution.text },
  critical: { color: vars.color.critical.text },
  info: { color: vars.color.info.text },
  brand: { color: vars.color.brand.text },
});

export const figures = styleVariants({
  proportional: {},
  tabular: { fontVariantNumeric: vars.font.tabularFigures },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  strong: { fontWeight: vars.font.weight.semibold },
});
