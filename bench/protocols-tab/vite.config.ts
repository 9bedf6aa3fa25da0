import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** PROFILE=1 (profile.ts): unminified, each module under a comment naming its file, so that a CPU profile can name them. */
const profiling = process.env.PROFILE === '1';

// The page as the panel is built (React, vanilla-extract's CSS as files), production mode.
export default defineConfig({
  root: 'page',
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    ...(profiling ? { minify: false } : {}),
  },
  logLevel: 'warn',
});
