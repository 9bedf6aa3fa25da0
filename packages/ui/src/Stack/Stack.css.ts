import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});
