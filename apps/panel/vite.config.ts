import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Named up front: the pages are lazy routes, and a dependency Vite discovers only when one loads
  // makes it re-optimize and reload mid-session (in tests, a second copy of React).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'i18next',
      'i18next-browser-languagedetector',
      'react-i18next',
      '@sereno/ui > react-aria-components',
      '@sereno/ui > lucide-react',
      'zod',
      '@sereno/api-client > openapi-fetch',
      '@sereno/ui > @vanilla-extract/recipes/createRuntimeFn',
    ],
  },
  server: {
    port: 5173,
    // `pnpm dev` beside a running API (`npm start`, or `pnpm --filter @sereno/api dev`).
    proxy: { '/api': process.env.SERENO_API_URL ?? 'http://localhost:8080' },
  },
  build: {
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Radix and react-aria ship "use client" directives, meaningless outside server components.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
