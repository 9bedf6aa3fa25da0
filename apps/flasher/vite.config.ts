import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API at /flasher, beside the panel at /.
export default defineConfig({
  base: '/flasher/',
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5174 },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // Radix and react-aria ship "use client" directives, meaningless outside server components.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
