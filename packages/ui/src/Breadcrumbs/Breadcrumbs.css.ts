import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0 });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: vars.borderWidth.thick } },
});

export const current = style({ color: vars.color.textSecondary, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const separator = style({
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  color: vars.color.textSecondary,
});

/** The chevron points along the reading direction. */
globalStyle(`[dir="rtl"] ${separator}`, { transform: 'scaleX(-1)' });
