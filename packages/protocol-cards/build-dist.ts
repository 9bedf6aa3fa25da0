// Builds the published @sereno/protocol-cards into dist/: JavaScript modules, their types and one
// stylesheet with the cards' own styles (see @sereno/config/vite-library). The monorepo itself uses
// the sources (package.json `exports`); `publishConfig` points the published package here.
import { fileURLToPath } from 'node:url';
import { libraryConfig } from '@sereno/config/vite-library';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type InlineConfig } from 'vite';

await build(
  libraryConfig<InlineConfig>({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    entries: { index: 'src/index.ts' },
    // The cards' styles read @sereno/ui's theme variables as its build names them, so that they follow
    // the app's ThemeRoot instead of carrying a second copy of the theme.
    compiledAgainst: { '@sereno/ui/css': fileURLToPath(new URL('../ui/dist/css.js', import.meta.url)) },
    stylesheetOf: (fileName) => (fileName === 'index.js' ? 'styles.css' : undefined),
  }),
);
