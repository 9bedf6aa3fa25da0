import { sereno } from '@sereno/config/eslint';

// HTTP from the server: the property-management clients (third-parties), the simulator (it is a
// device: it speaks the device protocol), and the tests, which talk to a real listening server.
export default sereno({ boundary: 'server', httpAllowedIn: ['src/third-parties/**', 'src/simulator/**', 'test/**', 'src/**/*.test.ts'], ignores: ['drizzle/**'] });
