import { breakpointQueries, vars } from '@sereno/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

/** One column on a phone, two where there is room: a night agent scans them top to bottom. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [breakpointQueries.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The read view's cards (ProtocolsView), on top of `cards`: those off screen skip their rendering. */
export const readCards = style({});

/** How far a card's shadow reaches past its border (the dark theme's, the larger): 2px + 6px of blur. */
const shadowReach = '8px';

/**
 * A room has 40 cards or more and a phone shows two or three: the browser skips the style, layout and
 * paint of those off screen (`content-visibility: auto`) until they come near, keeping their size
 * from the last time it laid them out. They stay in the page: in the accessibility tree, in the tab
 * order (focus shows them) and found by find-in-page. The skipped card is clipped to its box, so the
 * box reaches past the card by the shadow's reach (padding, taken back by a negative margin).
 */
globalStyle(`${readCards} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 18rem',
  padding: shadowReach,
  margin: `calc(-1 * ${shadowReach})`,
});
