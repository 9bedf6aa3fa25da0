import { vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.large,
  background: `radial-gradient(circle at 50% 0%, ${vars.color.brand.soft}, ${vars.color.background} 60%)`,
});

export const panel = style({
  width: '100%',
  maxWidth: '420px',
});
