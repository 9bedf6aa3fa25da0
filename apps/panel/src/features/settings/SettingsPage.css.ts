import { containers } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** Forms read best in a column: the page stops at the spec's medium container. */
export const page = style({
  width: '100%',
  maxWidth: `${containers.md}px`,
});
