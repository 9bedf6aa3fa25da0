import { sereno } from '@sereno/config/eslint';

// A page rendered by React (the panel's protocols tab) and the Node scripts that build, serve and
// time it in Chromium: serving the page over HTTP is serve.ts's job.
export default sereno({ boundary: 'app', react: true, httpAllowedIn: ['serve.ts'] });
