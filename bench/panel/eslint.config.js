import { sereno } from '@sereno/config/eslint';

// The benchmark logs in and seeds over HTTP and serves its baseline page: speaking HTTP is its job.
export default sereno({ boundary: 'server', httpAllowedIn: ['**/*.ts'] });
