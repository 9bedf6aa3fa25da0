import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const dot = style({
  flexShrink: 0,
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  neutral: { color: vars.color.neutral.text },
  positive: { color: vars.color.positive.text },
  caution: { color: vars.color.caution.text },
  critical: { color: vars.color.critical.text },
  info: { color: vars.color.info.text },
  brand: { color: vars.color.brand.text },
});

export const dotTone = styleVariants({
  neutral: { backgroundColor: vars.color.neutral.border },
  positive: { backgroundColor: vars.color.positive.strong },
  caution: { backgroundColor: vars.color.caution.strong },
  critical: { backgroundColor: vars.color.critical.strong },
  info: { backgroundColor: vars.color.info.strong },
  brand: { backgroundColor: vars.color.brand.strong },
});
