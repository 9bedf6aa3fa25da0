import { sereno } from '@sereno/config/eslint';

// Node only: the emulated port and esptool-js, no HTTP, no front end.
export default sereno({ boundary: 'server' });
