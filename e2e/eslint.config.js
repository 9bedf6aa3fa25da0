import { sereno } from '@sereno/config/eslint';

// The end-to-end tests drive a browser against the built server; they import nothing of ours but tools.
export default sereno({ boundary: 'server' });
