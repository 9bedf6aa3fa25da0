import { breakpointQueries, vars } from '@sereno/ui/css';
import { style } from '@vanilla-extract/css';

/** Terms over their values on a phone, side by side from the small breakpoint. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  '@media': { [breakpointQueries.sm]: { gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textSecondary, fontSize: vars.font.size.small });

export const value = style({ margin: 0, marginBlockEnd: vars.space.xsmall, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.medium });
