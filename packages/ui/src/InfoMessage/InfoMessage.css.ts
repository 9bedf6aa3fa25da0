import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon.small,
  height: vars.size.icon.small,
  marginBlock: `calc((${vars.font.lineHeight.small} - ${vars.size.icon.small}) / 2)`,
  color: vars.color.info.text,
});

export const text = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
