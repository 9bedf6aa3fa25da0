import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileHints, designSystemDependencies, ignoreUseClientWarnings, precompress, preloadFonts, protocolCardModules } from '@sereno/config/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const dist = path.resolve(import.meta.dirname, 'dist');

/**
 * The installable panel (docs/pwa.md). Colours from DESIGN.md's brand: the night indigo of the
 * navigation column as the title bar, the mark's own indigo behind the splash icon.
 */
const manifest: Partial<ManifestOptions> = {
  name: 'Sereno',
  short_name: 'Sereno',
  description: 'El panel de Sereno: salas, alarmas y avisos de ruido, humo y ocupación.',
  lang: 'es',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // Phones in portrait, tablets and desktops either way: the panel's layouts work in both.
  orientation: 'any',
  theme_color: '#262B78',
  background_color: '#23215E',
  categories: ['business', 'productivity', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * What the service worker precaches: the shell, not every page. The entry and its static imports,
 * plus what the app needs to open offline in either language once a person is signed in: the root's
 * lazy extras (the offline banner, the worker's registration), the private area's layout, the texts
 * fetched at start (English, the error codes' words) and this feature's own; with their CSS and fonts.
 * Every other chunk (the pages) is cached by the worker the first time it is fetched.
 */
const shellSources = [
  /^src\/app\/RootExtras\.tsx$/,
  /^src\/app\/shell\/PrivateLayout\.tsx$/,
  /^src\/shared\/i18n\/en\.ts$/,
  /^src\/features\/pwa\//,
  /packages\/validation\/src\/resources\/(en|es-errors)\.ts$/,
];

function shellFiles(): Set<string> {
  const chunks = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry || shellSources.some((pattern) => pattern.test(key))) visit(key, seen);
  }
  return files;
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadFonts(),
    // The entry, and a room's protocols tab, run most of their code at once: compiled as they load
    // (docs/protocols.md). SERENO_COMPILE_HINTS=cards leaves the entry's out (bench/panel compares).
    compileHints(protocolCardModules, { entries: process.env.SERENO_COMPILE_HINTS !== 'cards' }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa',
      filename: 'sw.ts',
      // The panel registers the worker itself, after load (features/pwa/registerServiceWorker.ts).
      injectRegister: false,
      manifest,
      // The icons come through the glob below, once (the plugin adds the manifest itself).
      includeManifestIcons: false,
      // No worker in development (nor in Storybook, which never loads main.tsx).
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles();
            const seen = new Set<string>();
            const kept = entries.filter((entry) => {
              if (seen.has(entry.url)) return false;
              seen.add(entry.url);
              // The font's Latin subsets only: the browser fetches the others (Greek, Cyrillic…) when a page needs them.
              if (/\/inter-[a-z-]+-wght/.test(entry.url) && !/\/inter-latin(-ext)?-wght/.test(entry.url)) return false;
              return !entry.url.startsWith('assets/') || shell.has(entry.url);
            });
            return { manifest: kept, warnings: [] };
          },
        ],
      },
    }),
    precompress(),
  ],
  optimizeDeps: { include: designSystemDependencies() },
  server: {
    port: 5173,
    // `pnpm dev` beside a running API (`npm start`, or `pnpm --filter @sereno/api dev`).
    // The page's own host goes on to the API (Vite's short form would rewrite it), so that the API sees
    // its calls as same-origin and does not refuse them as cross-site (apps/api/src/platform/cross-site.ts).
    proxy: { '/api': { target: process.env.SERENO_API_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    // One stylesheet for every page (113 KB, 12.7 KB brotli), loaded beside the entry: split, a cold
    // /rooms asked for ~40 small CSS files among its chunks (bench/panel README, 29 November).
    cssCodeSplit: false,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts reads which chunks the entry needs.
    manifest: true,
    rolldownOptions: {
      onwarn: ignoreUseClientWarnings,
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The icons and the validation rules the pages use, each in one chunk rather than one per
            // icon or rule: a cold /rooms made ~90 requests instead of ~110 (bench/panel README).
            { name: 'icons', test: /lucide-react/ },
            { name: 'validation', test: /[\\/]packages[\\/]validation[\\/]dist[\\/](?!resources)|[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
