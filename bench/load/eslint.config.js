import { sereno } from '@sereno/config/eslint';

// The load test drives the server as its clients do: devices over MQTT, panel users over HTTP (fetch) and their event streams.
export default sereno({ boundary: 'server', httpAllowedIn: ['**/*.ts'] });
