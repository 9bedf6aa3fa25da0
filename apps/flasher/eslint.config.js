import { sereno } from '@sereno/config/eslint';

export default sereno({ boundary: 'app', react: true });
