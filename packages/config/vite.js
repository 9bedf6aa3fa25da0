// Vite settings the apps and the Storybooks share.
import { readFileSync } from 'node:fs';

const uiPackage = JSON.parse(readFileSync(new URL('../ui/package.json', import.meta.url), 'utf8'));

// Compiled `.css.ts` files import vanilla-extract's runtime helpers: imports a plugin adds, which
// Vite's dependency scan cannot see. The stylesheets of fonts have no JavaScript to bundle.
const runtimeEntries = {
  '@vanilla-extract/css': [],
  '@vanilla-extract/recipes': ['@vanilla-extract/recipes/createRuntimeFn'],
  '@vanilla-extract/sprinkles': ['@vanilla-extract/sprinkles/createRuntimeSprinkles'],
};
const withoutJavaScript = (name) => name.startsWith('@fontsource');

/**
 * The design system's runtime dependencies, to pre-bundle before the first page loads. @sereno/ui is
 * compiled from source by whoever uses it, and Vite finds some of its dependencies only when a page
 * needs them: it then re-optimizes and reloads mid-session (in browser tests, a second copy of React,
 * "useContext of null", or a story file that "failed to find the current suite"). Read from ui's own
 * package.json, so that a dependency added there is covered everywhere.
 *
 * @param {{ inside?: boolean }} options `inside: true` for ui's own Storybook and tests.
 */
export function designSystemDependencies({ inside = false } = {}) {
  const prefix = inside ? '' : '@sereno/ui > ';
  return Object.keys(uiPackage.dependencies ?? {})
    .filter((name) => !withoutJavaScript(name))
    .flatMap((name) => runtimeEntries[name] ?? [name])
    .map((entry) => prefix + entry);
}

/** Radix and react-aria ship "use client" directives, meaningless outside server components. */
export function ignoreUseClientWarnings(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}
