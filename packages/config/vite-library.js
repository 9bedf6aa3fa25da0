// The published build of a React package (@sereno/ui, @sereno/protocol-cards): one ES module per source
// file, so that an app's bundler keeps only the components it imports, and the vanilla-extract styles
// compiled to plain CSS files, so that an app needs no vanilla-extract plugin and plain Node can import
// the JavaScript (server rendering): the JavaScript imports no CSS; the app imports the stylesheets.
import path from 'node:path';
import { ignoreUseClientWarnings } from './vite.js';

const isBare = (id) => !id.startsWith('.') && !id.startsWith('\0') && !path.isAbsolute(id) && !id.startsWith('virtual:');

/**
 * @param {object} options
 * @param {string} options.root the package's folder
 * @param {import('vite').PluginOption[]} options.plugins the package's own (vanilla-extract's, with `identifiers: 'short'`)
 * @param {Record<string, string>} options.entries public entry name → source file (relative to root)
 * @param {Record<string, string>} [options.compiledAgainst] imports that the styles must read from another
 *   package's published build (its theme contract's variable names), not from its sources
 * @param {(fileName: string) => string | undefined} options.stylesheetOf the stylesheet (relative to dist)
 *   that gathers the CSS a chunk needs with everything it imports, or undefined for none
 */
export function libraryConfig({ root, plugins, entries, compiledAgainst = {}, stylesheetOf }) {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    // The JavaScript keeps these imports (`external` sees the bare name first); only the styles' compiler follows the alias.
    resolve: { alias: compiledAgainst },
    plugins: [...plugins, stylesheets(stylesheetOf)],
    build: {
      outDir: 'dist',
      emptyOutDir: true, // the types (tsc) are written after
      minify: false,
      sourcemap: false,
      cssCodeSplit: true,
      lib: { entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])), formats: ['es'] },
      rolldownOptions: {
        external: (id) => isBare(id),
        onwarn: ignoreUseClientWarnings,
        // vanilla-extract's compiler is most of a library build's time, by design: no need to say so each time.
        checks: { pluginTimings: false },
        output: { preserveModules: true, preserveModulesRoot: path.join(root, 'src'), entryFileNames: '[name].js' },
      },
    },
  };
}

/**
 * Vite gives each module's CSS to its chunk without importing it from the JavaScript. This writes, for
 * each chunk `stylesheetOf` names, one stylesheet with the CSS of the chunk and of every chunk it
 * imports, dependencies first (the order the styles were written in: later rules win), and drops the
 * per-module CSS files.
 */
function stylesheets(stylesheetOf) {
  return {
    name: 'sereno:library-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssOf = (chunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
      const closure = (fileName, seen, out) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk') return;
        for (const imported of chunk.imports) closure(imported, seen, out);
        for (const css of cssOf(chunk)) if (!out.includes(css)) out.push(css);
      };
      const cssFiles = new Set();
      const sheets = [];
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const css of cssOf(chunk)) cssFiles.add(css);
        const sheet = stylesheetOf(fileName);
        if (!sheet) continue;
        const parts = [];
        closure(fileName, new Set(), parts);
        sheets.push([sheet, parts]);
      }
      for (const [sheet, parts] of sheets) {
        const source = parts.map((css) => bundle[css].source).join('\n');
        this.emitFile({ type: 'asset', fileName: sheet, source });
      }
      for (const css of cssFiles) delete bundle[css];
    },
  };
}
