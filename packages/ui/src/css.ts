// The entry for `.css.ts` files of the apps: the theme contract and breakpoints without any component,
// so that vanilla-extract does not evaluate React code at build time.
export { vars } from './theme/vars.css';
export { breakpointQueries, breakpoints } from './theme/breakpoints';
export type { Breakpoint } from './theme/breakpoints';
