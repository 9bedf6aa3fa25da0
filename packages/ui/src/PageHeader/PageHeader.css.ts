import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0, flex: '1 1 20rem' });

export const description = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
