import { sereno } from '@sereno/config/eslint';

export default sereno({ boundary: 'server', httpAllowedIn: ['src/integrations/**'], ignores: ['drizzle/**'] });
