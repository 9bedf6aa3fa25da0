import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** One column on a phone, two where there is room: a night agent scans them top to bottom. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
