import { sereno } from '@sereno/config/eslint';

// The benchmark measures the server over HTTP: speaking HTTP (fetch) is its whole job.
export default sereno({ boundary: 'server', httpAllowedIn: ['**/*.ts'] });
