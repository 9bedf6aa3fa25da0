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

const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The protocol cards' modules and the panel's views of them: code that runs at once when a room's protocols open. */
export const protocolCardModules = /[\\/](?:packages[\\/]protocol-cards[\\/]src|apps[\\/]panel[\\/]src[\\/]shared[\\/]protocols)[\\/]/;

/**
 * Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other
 * browsers read a comment) at the top of each chunk holding a module whose id matches `pattern`, and
 * of the entry chunks with `entries`, so that their functions compile eagerly, off the main thread,
 * while the chunk loads, instead of one by one on the main thread at their first call. For code that
 * runs as soon as it arrives: the entry, and the protocol cards, whose first render of a room's 40
 * cards spent ~26 ms compiling (docs/protocols.md). Written after minifying, which drops comments; a
 * source map of the chunk moves down the one line.
 *
 * @param {RegExp} pattern
 * @param {{ entries?: boolean }} options
 */
export function compileHints(pattern, { entries = false } = {}) {
  const hinted = (file) => file.type === 'chunk' && ((entries && file.isEntry) || file.moduleIds.some((id) => pattern.test(id)));
  return {
    name: 'sereno:compile-hints',
    apply: 'build',
    generateBundle: {
      // Last: Vite's own generateBundle writes the preload helper's map at the top of the entry.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle).filter(hinted)) {
          file.code = compileHint + file.code;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source);
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
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
