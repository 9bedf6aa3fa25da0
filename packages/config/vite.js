// Vite settings the panel and the flasher share.

/**
 * Dependencies to pre-bundle before the first page loads. The apps compile @sereno/ui from source
 * and load pages lazily, so Vite would otherwise discover these late, re-optimize and reload
 * mid-session (in browser tests: a second copy of React, and "useContext of null").
 */
export const sharedOptimizedDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'i18next',
  'i18next-browser-languagedetector',
  'react-i18next',
  '@sereno/ui > react-aria-components',
  '@sereno/ui > lucide-react',
  '@sereno/ui > @vanilla-extract/recipes/createRuntimeFn',
];

/** Radix and react-aria ship "use client" directives, meaningless outside server components. */
export function ignoreUseClientWarnings(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}
