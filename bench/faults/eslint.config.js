import { sereno } from '@sereno/config/eslint';

// The benchmark measures the server over HTTP and MQTT: speaking HTTP (fetch) is part of its job.
export default sereno({ boundary: 'server', httpAllowedIn: ['**/*.ts'] });
