import { vars } from '@sereno/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space.large,
  minHeight: '100vh',
});
