import { designSystemDependencies, ignoreUseClientWarnings, precompress, preloadFonts } from '@sereno/config/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API at /flasher, beside the panel at /.
export default defineConfig({
  base: '/flasher/',
  plugins: [react(), vanillaExtractPlugin(), preloadFonts(), precompress()],
  optimizeDeps: { include: designSystemDependencies() },
  server: { port: 5174 },
  build: {
    rolldownOptions: { onwarn: ignoreUseClientWarnings },
  },
});
