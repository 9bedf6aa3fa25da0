// Builds the published @sereno/ui into dist/: JavaScript modules, their types and the stylesheets
// (see @sereno/config/vite-library). The monorepo itself uses the sources (package.json `exports`);
// `publishConfig` points the published package here.
import { fileURLToPath } from 'node:url';
import { libraryConfig } from '@sereno/config/vite-library';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type InlineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A component's folder holds its module of the same name: `Button/Button.js` → `styles/Button.css`. */
const componentChunk = /^([A-Z]\w*)\/\1\.js$/;

/**
 * ThemeRoot imports the Inter font for the apps of this repository; a published ThemeRoot must not, so
 * that the fonts reach an app's bundle only when it imports `@sereno/ui/fonts`.
 */
const fontsOnlyWhenImported: Plugin = {
  name: 'sereno:fonts-only-when-imported',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === '../theme/fonts' && importer?.endsWith('/ThemeRoot/ThemeRoot.tsx') ? '\0sereno:no-fonts' : null;
  },
  load(id) {
    return id === '\0sereno:no-fonts' ? 'export {};' : null;
  },
};

const config = libraryConfig<InlineConfig>({
  root,
  plugins: [fontsOnlyWhenImported, vanillaExtractPlugin({ identifiers: 'short' })],
  entries: { index: 'src/index.ts', css: 'src/css.ts', fonts: 'src/theme/fonts.ts' },
  stylesheetOf: (fileName) => {
    if (fileName === 'index.js') return 'styles.css';
    const component = componentChunk.exec(fileName)?.[1];
    return component ? `styles/${component}.css` : undefined;
  },
});
await build(config);
