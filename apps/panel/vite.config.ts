import { designSystemDependencies, ignoreUseClientWarnings, precompress, preloadFonts } from '@sereno/config/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), preloadFonts(), precompress()],
  optimizeDeps: { include: designSystemDependencies() },
  server: {
    port: 5173,
    // `pnpm dev` beside a running API (`npm start`, or `pnpm --filter @sereno/api dev`).
    // The page's own host goes on to the API (Vite's short form would rewrite it), so that the API sees
    // its calls as same-origin and does not refuse them as cross-site (apps/api/src/platform/cross-site.ts).
    proxy: { '/api': { target: process.env.SERENO_API_URL ?? 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts reads which chunks the entry needs.
    manifest: true,
    rolldownOptions: {
      onwarn: ignoreUseClientWarnings,
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
