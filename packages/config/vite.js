// Vite settings the apps and the Storybooks share.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

const compressible = /\.(?:js|mjs|css|html|svg|json|map|txt)$/;

/**
 * Writes a `.br` and a `.gz` beside each text file of the build, for the server to send as they are
 * (`@fastify/static` `preCompressed`): the route chunks of a cold load shrink to a quarter, compressed
 * once at the highest levels instead of on every request. Small files are left alone: the headers of a
 * compressed answer would outweigh the saving.
 */
export function precompress({ minBytes = 1024 } = {}) {
  let outDir = 'dist';
  return {
    name: 'sereno:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.byteLength < minBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Preloads the web fonts whose file names match `pattern` (by default Inter's Latin cut, the only one
 * Spanish and English text needs): the browser otherwise learns of the font only once the stylesheet
 * is parsed and text using it is laid out, and the largest text waits for it.
 */
export function preloadFonts(pattern = /inter-latin-wght-normal-[\w-]+\.woff2$/) {
  let base = '/';
  return {
    name: 'sereno:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((name) => pattern.test(name));
        return fonts.map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${name}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
