import { sereno } from '@sereno/config/eslint';

// The consumer test drives tools (a registry, npm, Vite, Chromium); `fixture/` is the outside app it copies.
export default [{ ignores: ['fixture/**'] }, ...sereno({ boundary: 'server' })];
