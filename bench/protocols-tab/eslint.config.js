import { sereno } from '@sereno/config/eslint';

// A page rendered by React (the panel's protocols tab) and the Node script that builds, serves and
// times it in Chromium: serving the page over HTTP is the script's job.
export default sereno({ boundary: 'app', react: true, httpAllowedIn: ['run.ts'] });
