import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: '1320px',
  marginInline: 'auto',
});
