// The lint settings every Sereno package shares, and the rules that keep the architecture honest:
// the design system knows nothing of the domain, and only the API client speaks HTTP.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const httpOnlyInApiClient = 'Only packages/api-client speaks HTTP: call one of its hooks or functions instead.';

/** Globals and properties through which code could reach the network by itself. */
const noHttp = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: httpOnlyInApiClient },
    { name: 'XMLHttpRequest', message: httpOnlyInApiClient },
    { name: 'EventSource', message: httpOnlyInApiClient },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: httpOnlyInApiClient },
    { object: 'globalThis', property: 'fetch', message: httpOnlyInApiClient },
    { object: 'self', property: 'fetch', message: httpOnlyInApiClient },
    { object: 'navigator', property: 'sendBeacon', message: httpOnlyInApiClient },
  ],
};

const httpLibraries = ['axios', 'ky', 'node-fetch', 'undici', 'openapi-fetch', 'openapi-react-query'].map((name) => ({
  name,
  message: httpOnlyInApiClient,
}));

const rawPrimitives = ['react-aria-components', '@radix-ui/*'];

/**
 * What each kind of package may import. Each entry is the `no-restricted-imports` option for it.
 * - ui: no Sereno package at all (the design system is domain-free);
 * - validation: no React, no I/O, no Sereno package;
 * - app (panel, flasher, protocol-cards): the ui wrappers, never raw react-aria or Radix, and no HTTP library;
 * - api-client: may use openapi-fetch and fetch;
 * - server: the API server may call out (integrations), but never imports front-end packages.
 */
const boundaries = {
  ui: {
    paths: httpLibraries,
    patterns: [{ group: ['@sereno/*'], message: 'packages/ui is domain-free: pass data and callbacks through props instead.' }],
  },
  validation: {
    paths: httpLibraries,
    patterns: [
      { group: ['@sereno/*'], message: 'packages/validation depends on nothing of ours.' },
      { group: ['react', 'react-dom', 'react/*'], message: 'packages/validation holds no React: it is shared with the server.' },
    ],
  },
  app: {
    paths: httpLibraries,
    patterns: [
      { group: rawPrimitives, message: 'Use the wrappers of @sereno/ui, never raw react-aria or Radix.' },
      { group: ['@sereno/api-client/src/*', '**/generated/*'], message: 'Import the hand-written API of @sereno/api-client.' },
    ],
  },
  'api-client': {
    paths: [],
    patterns: [{ group: ['@sereno/ui', '@sereno/protocol-cards', 'react-dom'], message: 'The API client renders nothing.' }],
  },
  server: {
    paths: [],
    patterns: [{ group: ['@sereno/ui', '@sereno/protocol-cards', '@sereno/api-client', 'react', 'react-dom'], message: 'The server uses validation only.' }],
  },
};

/**
 * Inside an app (after bulletproof-react): src/shared → src/features → src/app. Shared code knows no
 * feature and no app wiring; a feature knows no other feature (what two share moves down to shared)
 * and not the app that composes it. Features are one folder deep: `../x/` from a feature is another one;
 * a feature made of sub-pages (rooms: list, wizard, detail) keeps what they share in its own `shared/`,
 * which they reach as `../shared/`.
 */
const appLayers = [
  {
    files: ['src/shared/**'],
    patterns: [{ regex: '(^|/)(features|app)/', message: 'src/shared is below the features and the app: move the shared piece down instead.' }],
  },
  {
    files: ['src/features/**'],
    patterns: [
      { regex: '(^|/)app/', message: 'A feature does not import the app that composes it.' },
      { regex: '^\\.\\./(?!\\.\\./|shared/)', message: 'Features do not import each other: move what both need into src/shared.' },
    ],
  },
];

/**
 * @param {{ boundary: keyof typeof boundaries, react?: boolean, httpAllowedIn?: string[], ignores?: string[] }} options
 */
export function sereno({ boundary, react = false, httpAllowedIn = [], ignores = [] }) {
  const rules = boundaries[boundary];
  if (!rules) throw new Error(`Unknown boundary "${boundary}"; expected one of ${Object.keys(boundaries).join(', ')}`);
  const httpIsAllowedEverywhere = boundary === 'api-client';
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', 'src/generated/**', '.test-results/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: react ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        eqeqeq: ['error', 'smart'],
      },
    },
    // The boundaries hold for the code that ships; tool configs beside it (vite, eslint) may import anything.
    {
      files: ['src/**', 'scripts/**'],
      rules: { 'no-restricted-imports': ['error', rules], ...(httpIsAllowedEverywhere ? {} : noHttp) },
    },
    // Layers inside an app: the package boundary's restrictions hold there too.
    ...(boundary === 'app'
      ? appLayers.map(({ files, patterns }) => ({
          files,
          rules: { 'no-restricted-imports': ['error', { paths: rules.paths, patterns: [...rules.patterns, ...patterns] }] },
        }))
      : []),
    ...(react ? [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended] : []),
    ...(httpAllowedIn.length > 0 ? [{ files: httpAllowedIn, rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } }] : []),
  );
}
