import { vars } from '@sereno/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
});

export const header = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const main = style({
  maxWidth: '960px',
  margin: '0 auto',
  padding: vars.space.large,
});
