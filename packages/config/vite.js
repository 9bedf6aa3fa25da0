// Vite settings the panel and the flasher share.

/**
 * Modules to pre-bundle before the first page loads. Compiled `.css.ts` files (of @sereno/ui, which
 * the apps compile from source) import vanilla-extract's runtime helpers, and Vite's dependency scan
 * cannot see imports that a plugin adds: found late, they make Vite re-optimize and reload mid-session
 * (in browser tests, a second copy of React and "useContext of null"). Every other dependency is found
 * by the scan.
 */
export const sharedOptimizedDependencies = [
  '@sereno/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@sereno/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
];

/** Radix and react-aria ship "use client" directives, meaningless outside server components. */
export function ignoreUseClientWarnings(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}
