import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The page as the panel is built (React, vanilla-extract's CSS as files), production mode.
export default defineConfig({
  root: 'page',
  base: './',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  logLevel: 'warn',
});
