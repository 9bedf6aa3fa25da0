import { sereno } from '@sereno/config/eslint';

// The benchmark logs in and issues a link over HTTP: speaking HTTP is its job.
export default sereno({ boundary: 'server', httpAllowedIn: ['**/*.ts'] });
