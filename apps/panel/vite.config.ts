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
    proxy: { '/api': process.env.SERENO_API_URL ?? 'http://localhost:8080' },
  },
  build: {
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts reads which chunks the entry needs.
    manifest: true,
    rolldownOptions: { onwarn: ignoreUseClientWarnings },
  },
});
