import { sereno } from '@sereno/config/eslint';

// HTTP from the panel goes through @sereno/api-client, except in the service worker (docs/pwa.md),
// which fetches the panel's own files for its caches and never calls the API.
export default sereno({ boundary: 'app', react: true, httpAllowedIn: ['src/features/pwa/sw.ts'] });
