import { sereno } from './eslint.js';

export default sereno({ boundary: 'server' });
