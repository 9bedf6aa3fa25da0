import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackageDir, ConfigError, parseConfig } from './config.ts';

const cwd = '/srv/sereno';

describe('parseConfig', () => {
  it('has defaults for a laptop: port 8080 on 127.0.0.1, PGlite under .sereno, demo mode, development', () => {
    const config = parseConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      production: false,
      environment: 'development',
      dataDir: '/srv/sereno/.sereno',
      database: { driver: 'pglite', dataDir: '/srv/sereno/.sereno/db' },
      demo: true,
      logLevel: 'info',
      trustProxy: false,
      analyticsOrigin: null,
    });
    expect(config.panelDir).toBe(path.resolve(apiPackageDir, '../panel/dist'));
    expect(config.flasherDir).toBe(path.resolve(apiPackageDir, '../flasher/dist'));
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        SERENO_DATA_DIR: 'data',
        DATABASE_URL: 'postgres://sereno@db.internal:5432/sereno',
        SERENO_DEMO: 'false',
        SERENO_PANEL_DIR: '/opt/panel',
        SERENO_FLASHER_DIR: 'flasher',
        LOG_LEVEL: 'warn',
        SERENO_ENVIRONMENT: 'none',
        SERENO_TRUST_PROXY: '1',
        SERENO_ANALYTICS_ORIGIN: 'https://stats.example.com/',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/sereno/data',
      database: { driver: 'postgres', url: 'postgres://sereno@db.internal:5432/sereno' },
      demo: false,
      panelDir: '/opt/panel',
      flasherDir: '/srv/sereno/flasher',
      logLevel: 'warn',
      environment: null,
      trustProxy: 1,
      analyticsOrigin: 'https://stats.example.com',
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads SERENO_TRUST_PROXY=%s', (value, trustProxy) => {
    expect(parseConfig({ SERENO_TRUST_PROXY: value }, cwd).trustProxy).toEqual(trustProxy);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({ port: 8080, database: { driver: 'pglite' } });
  });

  it('reports production with NODE_ENV=production, without demo data', () => {
    expect(parseConfig({ NODE_ENV: 'production' }, cwd)).toMatchObject({ production: true, environment: 'production', demo: false });
    expect(parseConfig({ NODE_ENV: 'production', SERENO_ENVIRONMENT: 'development' }, cwd).environment).toBe('development');
    expect(parseConfig({ NODE_ENV: 'test' }, cwd)).toMatchObject({ production: false, environment: 'development', demo: true });
  });

  it.each([
    ['abc', 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'],
    ['80.5', 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "80.5")'],
    ['70000', 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000")'],
  ])('fails on PORT=%s with a one-line message naming it', (port, message) => {
    expect(() => parseConfig({ PORT: port }, cwd)).toThrow(new ConfigError(message));
  });

  it.each([
    [{ DATABASE_URL: 'mysql://localhost/sereno' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SERENO_DEMO: 'yes' }, 'SERENO_DEMO must be true or false'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SERENO_ENVIRONMENT: 'staging' }, 'SERENO_ENVIRONMENT must be development, production or none'],
    [{ SERENO_ANALYTICS_ORIGIN: 'http://stats.example.com' }, 'SERENO_ANALYTICS_ORIGIN must be an https:// origin, such as https://analytics.example.com'],
    [{ SERENO_TRUST_PROXY: 'yes please' }, 'SERENO_TRUST_PROXY must be true, false, a number of hops or a comma-separated list of addresses'],
  ])('names the bad variable: %o', (env, message) => {
    expect(() => parseConfig(env, cwd)).toThrow(message);
  });

  it('refuses demo mode in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SERENO_DEMO: 'true' }, cwd)).toThrow(/^Invalid configuration: SERENO_DEMO cannot be true when NODE_ENV=production/);
  });
});
