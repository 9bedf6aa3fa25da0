import { sereno } from '@sereno/config/eslint';

export default sereno({ boundary: 'validation' });
