// The entry for `.css.ts` files of the apps: the theme contract, breakpoints, containers, sprinkles and
// the screen-reader-only class, without any component, so that vanilla-extract does not evaluate React
// code at build time.
export { vars } from './theme/vars.css';
export { breakpointQueries, breakpoints, containers } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
export { sprinkles } from './theme/sprinkles.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './private/visuallyHidden.css';
