import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});
