/** The spec's breakpoints, in px: each applies from its width upwards. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` blocks in `.css.ts` files: `{ '@media': { [breakpointQueries.md]: { … } } }`. */
export const breakpointQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${breakpoints.xxl}px)`,
} as const satisfies Record<Exclude<Breakpoint, 'xs'>, string>;

/**
 * The spec's container widths, in px: the most a page's content grows to from each breakpoint up
 * (below `sm` it takes the whole width).
 */
export const containers = { sm: 540, md: 720, lg: 960, xl: 1140, xxl: 1320 } as const satisfies Record<Exclude<Breakpoint, 'xs'>, number>;
