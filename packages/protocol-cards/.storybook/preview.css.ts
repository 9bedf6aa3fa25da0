import { style } from '@vanilla-extract/css';
import { vars } from '@sereno/ui/css';

/** The story canvas fills the frame so that the dark theme paints all of it. */
export const canvas = style({
  minHeight: '100vh',
  padding: vars.space.large,
});

/** On a docs page each story keeps its natural height. */
export const docsCanvas = style({
  padding: vars.space.large,
});
