import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { temporaryDir } from '../../test/app.ts';
import { apiPackageDir, ConfigError, minimumSecretLength, parseConfig, withSecret, withVapidKeys } from './config.ts';

const cwd = '/srv/sereno';
const secret = 'k'.repeat(minimumSecretLength);

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
      simulator: true,
      logLevel: 'info',
      trustProxy: false,
      analyticsOrigin: null,
      publicUrl: 'http://localhost:8080',
      secret: null,
      smtp: null,
      mqtt: null,
      ingestMaxPending: 20_000,
      readingRetentionDays: 400,
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
        SERENO_PUBLIC_URL: 'https://panel.example.com/',
        SERENO_SECRET: secret,
        SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
        SMTP_FROM: 'Sereno <no-reply@example.com>',
        MQTT_URL: 'mqtt://sereno:pw@broker.internal:1883',
        MQTT_CLIENT_ID: 'sereno-a',
        MQTT_SHARE_GROUP: 'none',
        SERENO_INGEST_MAX_PENDING: '5000',
        SERENO_RETENTION_DAYS: '30',
      },
      cwd,
    );
    expect(config).toMatchObject({
      mqtt: { url: 'mqtt://sereno:pw@broker.internal:1883', clientId: 'sereno-a', shareGroup: null, onStop: 'keep' },
      ingestMaxPending: 5000,
      readingRetentionDays: 30,
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
      publicUrl: 'https://panel.example.com',
      secret,
      smtp: { url: 'smtp://mailer:pw@mail.example.com:587', from: 'Sereno <no-reply@example.com>' },
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

  it('makes a process in a share group leave it on a graceful stop, and a lone one keep its session, unless MQTT_ON_STOP says otherwise', () => {
    const broker = { MQTT_URL: 'mqtt://broker.internal:1883' };
    expect(parseConfig(broker, cwd).mqtt).toMatchObject({ shareGroup: 'sereno', onStop: 'leave' });
    expect(parseConfig({ ...broker, MQTT_SHARE_GROUP: 'none' }, cwd).mqtt).toMatchObject({ shareGroup: null, onStop: 'keep' });
    expect(parseConfig({ ...broker, MQTT_ON_STOP: 'keep' }, cwd).mqtt).toMatchObject({ shareGroup: 'sereno', onStop: 'keep' });
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({ port: 8080, database: { driver: 'pglite' } });
  });

  it('reports production with NODE_ENV=production, without demo data', () => {
    expect(parseConfig({ NODE_ENV: 'production', SERENO_SECRET: secret }, cwd)).toMatchObject({ production: true, environment: 'production', demo: false });
    expect(parseConfig({ NODE_ENV: 'production', SERENO_SECRET: secret, SERENO_ENVIRONMENT: 'development' }, cwd).environment).toBe('development');
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
    [{ SERENO_PUBLIC_URL: 'panel.example.com' }, 'SERENO_PUBLIC_URL must be an http:// or https:// address'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ SMTP_URL: 'smtp://mail.example.com' }, 'SMTP_FROM is required with SMTP_URL'],
    [{ MQTT_URL: 'http://broker.example.com' }, 'MQTT_URL must be an mqtt://'],
    [{ MQTT_SHARE_GROUP: 'a/b' }, 'MQTT_SHARE_GROUP must be letters, digits, - or _ (or none)'],
    [{ MQTT_ON_STOP: 'forget' }, 'MQTT_ON_STOP must be leave or keep'],
    [{ SERENO_INGEST_MAX_PENDING: '100' }, 'SERENO_INGEST_MAX_PENDING must be a whole number of at least 500'],
    [{ SERENO_RETENTION_DAYS: '-1' }, 'SERENO_RETENTION_DAYS must be a whole number of days from 0 (keep) to 3650'],
    [{ SERENO_TRUST_PROXY: 'yes please' }, 'SERENO_TRUST_PROXY must be true, false, a number of hops or a comma-separated list of addresses'],
  ])('names the bad variable: %o', (env, message) => {
    expect(() => parseConfig(env, cwd)).toThrow(message);
  });

  it('compares devices with firmware 2.4.0 unless SERENO_FIRMWARE_VERSION says otherwise, and refuses a version that is not numbers and dots', () => {
    expect(parseConfig({}, cwd).firmwareVersion).toBe('2.4.0');
    expect(parseConfig({ SERENO_FIRMWARE_VERSION: ' 3.0.1 ' }, cwd).firmwareVersion).toBe('3.0.1');
    expect(() => parseConfig({ SERENO_FIRMWARE_VERSION: 'v3-beta' }, cwd)).toThrow(
      'Invalid configuration: SERENO_FIRMWARE_VERSION must be a version of numbers and dots, such as 2.4.0 (got "v3-beta")',
    );
  });

  it('runs the demo simulation in demo mode unless SERENO_SIMULATOR=false, and never outside it', () => {
    expect(parseConfig({ SERENO_SIMULATOR: 'false' }, cwd).simulator).toBe(false);
    expect(parseConfig({ SERENO_DEMO: 'false', SERENO_SIMULATOR: 'true' }, cwd).simulator).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', SERENO_SECRET: secret }, cwd).simulator).toBe(false);
  });

  it("runs the demo clock at the wall clock's pace unless SERENO_DEMO_CLOCK_SPEED says otherwise, in demo mode only", () => {
    expect(parseConfig({}, cwd).demoClockSpeed).toBe(1);
    expect(parseConfig({ SERENO_DEMO_CLOCK_SPEED: '60' }, cwd).demoClockSpeed).toBe(60);
    expect(() => parseConfig({ SERENO_DEMO_CLOCK_SPEED: '0.5' }, cwd)).toThrow(
      'Invalid configuration: SERENO_DEMO_CLOCK_SPEED must be a number from 1 to 3600 (got "0.5")',
    );
    expect(() => parseConfig({ SERENO_DEMO: 'false', SERENO_DEMO_CLOCK_SPEED: '60' }, cwd)).toThrow('SERENO_DEMO_CLOCK_SPEED is for demo mode only');
  });

  it('gives a fresh demo a week of history unless SERENO_DEMO_HISTORY_DAYS says otherwise, from 1 to 30 days', () => {
    expect(parseConfig({}, cwd).demoHistoryDays).toBe(7);
    expect(parseConfig({ SERENO_DEMO_HISTORY_DAYS: '1' }, cwd).demoHistoryDays).toBe(1);
    for (const days of ['0', '31', '2.5', 'week'])
      expect(() => parseConfig({ SERENO_DEMO_HISTORY_DAYS: days }, cwd)).toThrow(
        `Invalid configuration: SERENO_DEMO_HISTORY_DAYS must be a whole number of days from 1 to 30 (got "${days}")`,
      );
  });

  it('refuses demo mode in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', SERENO_DEMO: 'true' }, cwd)).toThrow(
      /^Invalid configuration: SERENO_DEMO cannot be true when NODE_ENV=production/,
    );
  });

  it('builds the default public address from HOST and PORT', () => {
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '9000' }, cwd).publicUrl).toBe('http://localhost:9000');
    expect(parseConfig({ HOST: 'sereno.lan' }, cwd).publicUrl).toBe('http://sereno.lan:8080');
    expect(parseConfig({ HOST: 'fe80::1' }, cwd).publicUrl).toBe('http://[fe80::1]:8080');
  });

  it('requires SERENO_SECRET in production, and never repeats a secret in its message', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/^Invalid configuration: SERENO_SECRET is required when NODE_ENV=production/);
    expect(() => parseConfig({ SERENO_SECRET: 'too-short' }, cwd)).toThrow(
      new ConfigError(`Invalid configuration: SERENO_SECRET must be at least ${minimumSecretLength} characters (for example \`openssl rand -base64 48\`)`),
    );
    expect(() => parseConfig({ SMTP_URL: 'ftp://user:hunter2@mail.example.com' }, cwd)).toThrow(/^((?!hunter2).)*$/);
  });
});

describe('withSecret', () => {
  it('keeps SERENO_SECRET when set', () => {
    expect(withSecret(parseConfig({ SERENO_SECRET: secret }, cwd)).secret).toBe(secret);
  });

  it('creates a secret in the data folder once, readable by its owner only, and reads it back later', () => {
    const folder = temporaryDir();
    try {
      const config = parseConfig({ SERENO_DATA_DIR: folder.dir }, cwd);
      const first = withSecret(config).secret;
      expect(first.length).toBeGreaterThanOrEqual(minimumSecretLength);
      const file = path.join(folder.dir, 'secret');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(withSecret(config).secret).toBe(first);
    } finally {
      folder.remove();
    }
  });
});

describe('withVapidKeys (docs/pwa.md)', () => {
  const pair = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'C'.repeat(43) };

  it('keeps SERENO_VAPID_* when set, the subject defaulting to the https public address', () => {
    const config = parseConfig(
      { SERENO_VAPID_PUBLIC_KEY: pair.publicKey, SERENO_VAPID_PRIVATE_KEY: pair.privateKey, SERENO_PUBLIC_URL: 'https://panel.example.com' },
      cwd,
    );
    expect(withVapidKeys(config).vapid).toEqual({ ...pair, subject: 'https://panel.example.com' });
  });

  it('refuses half a pair or a bad key, naming the variable', () => {
    expect(() => parseConfig({ SERENO_VAPID_PUBLIC_KEY: pair.publicKey }, cwd)).toThrow(
      new ConfigError('Invalid configuration: SERENO_VAPID_PUBLIC_KEY and SERENO_VAPID_PRIVATE_KEY go together (the two halves of one key pair)'),
    );
    expect(() => parseConfig({ SERENO_VAPID_PUBLIC_KEY: 'short', SERENO_VAPID_PRIVATE_KEY: pair.privateKey }, cwd)).toThrow(/SERENO_VAPID_PUBLIC_KEY must be/);
    expect(() => parseConfig({ SERENO_VAPID_SUBJECT: 'ops@example.com' }, cwd)).toThrow(/SERENO_VAPID_SUBJECT must be a mailto:/);
  });

  it('outside production creates a pair in the data folder once (owner-only) and reads it back; in production leaves push off', () => {
    const folder = temporaryDir();
    try {
      const config = parseConfig({ SERENO_DATA_DIR: folder.dir }, cwd);
      const first = withVapidKeys(config).vapid;
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(first?.subject).toBe('mailto:push@sereno.invalid');
      const file = path.join(folder.dir, 'vapid.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(withVapidKeys(config).vapid).toEqual(first);
      const production = parseConfig({ NODE_ENV: 'production', SERENO_SECRET: secret, SERENO_DATA_DIR: folder.dir }, cwd);
      expect(withVapidKeys(production).vapid).toBeNull();
    } finally {
      folder.remove();
    }
  });
});
