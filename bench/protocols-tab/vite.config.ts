import { compileHints, protocolCardModules } from '@sereno/config/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** PROFILE=1 (profile.ts): unminified, each module under a comment naming its file, so that a CPU profile can name them. */
const profiling = process.env.PROFILE === '1';

/**
 * As in the panel, the cards' code is a chunk of its own, and it and the entry carry V8's compile hint
 * (apps/panel vite.config.ts); BENCH_COMPILE_HINTS=0 leaves the hints out, BENCH_COMPILE_HINTS=cards
 * puts one on the cards' chunk only, to compare.
 */
const hints = process.env.BENCH_COMPILE_HINTS ?? 'all';

// The page as the panel is built (React, vanilla-extract's CSS as files), production mode.
export default defineConfig({
  root: 'page',
  base: './',
  plugins: [react(), vanillaExtractPlugin(), ...(hints === '0' ? [] : [compileHints(protocolCardModules, { entries: hints === 'all' })])],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'cards', test: protocolCardModules }] } } },
    ...(profiling ? { minify: false } : {}),
  },
  logLevel: 'warn',
});
