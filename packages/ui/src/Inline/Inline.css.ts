import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  minWidth: 0,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  'space-between': { justifyContent: 'space-between' },
});
