// The server's configuration, read once from the environment at start. A bad value stops the
// server at once with one line that names the variable, rather than surfacing later as a strange
// failure.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api, whether this file runs from `src/platform` or from `dist/platform`. */
export const apiPackageDir = fileURLToPath(new URL('../../', import.meta.url));

export const environments = ['development', 'production'] as const;
export type Environment = (typeof environments)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Web Push's VAPID keys as web-push takes them: the raw P-256 points in base64url, and the subject. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type DatabaseLocation =
  /**
   * PGlite in `dataDir`, or in memory when it is `memory://`; writes stop while its disk has less than
   * `reserveMb` free (platform/storage-guard.ts; 64 by default).
   */
  { driver: 'pglite'; dataDir: string; reserveMb?: number } | { driver: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** NODE_ENV=production: secure cookies, no demo data, no error details, HSTS. */
  production: boolean;
  /**
   * Whether every response is also checked by zod against its schema, and the compiled serializer's
   * JSON compared with zod's (platform/serializer.ts): SERENO_CHECK_RESPONSES, on unless NODE_ENV=production.
   */
  checkResponses: boolean;
  /** What GET /api/configuration reports: the panel shows its development overlay or its analytics from it. */
  environment: Environment | null;
  dataDir: string;
  database: DatabaseLocation;
  demo: boolean;
  /** In demo mode, whether the demo devices send simulated readings (SERENO_SIMULATOR, on by default). */
  simulator: boolean;
  /** In demo mode, how many times faster than the wall clock the server's clock runs from its start (SERENO_DEMO_CLOCK_SPEED, 1 by default): a minute of demo a second at 60. */
  demoClockSpeed: number;
  /** In demo mode, how many days of history a fresh demo's devices send (SERENO_DEMO_HISTORY_DAYS, 7 by default): the last day first, the older days behind the live readings. */
  demoHistoryDays: number;
  panelDir: string;
  flasherDir: string;
  /** The design system's static Storybook, for designers and developers at /storybook/. */
  storybookDir: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (the login throttle counts per
   * address): false (none, the default), true (any), a number of hops, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** The https origin of the panel's analytics tracker, which the Content-Security-Policy then allows. */
  analyticsOrigin: string | null;
  /** Where people reach the panel, without a trailing slash: the links in emails start with it. */
  publicUrl: string;
  /**
   * The key that signs auto-login links. Required in production; elsewhere null until
   * `withSecret` reads (or creates) the one kept in the data folder.
   */
  secret: string | null;
  /** Outgoing mail through SMTP, or null: emails then stay in the outbox. */
  smtp: { url: string; from: string } | null;
  /** The device firmware now available (GET /api/device-version/available): older devices are outdated. */
  firmwareVersion: string;
  /**
   * Device ingest over MQTT (docs/devices.md), or null without MQTT_URL. `clientId` names this
   * process's persistent session: it must stay the same across restarts and differ between processes.
   * The processes of one Sereno subscribe in one `shareGroup` and split the devices; null subscribes
   * without a shared subscription (a broker without them, a single process). `onStop`: whether a
   * graceful stop leaves the group (docs/scaling.md) or keeps the session for the next start.
   */
  mqtt: { url: string; clientId: string; shareGroup: string | null; onStop: 'leave' | 'keep' } | null;
  /**
   * SMS and voice calls through Twilio or a provider speaking its API (TWILIO_*), or null: the alarm's SMS
   * and call jobs are then kept as not sent (reason no-provider), visible at GET /api/dev/outbox in demo mode (docs/alarms.md).
   */
  twilio: { baseUrl: string; accountSid: string; authToken: string; from: string } | null;
  /**
   * Web Push (VAPID, docs/pwa.md): the key pair that signs every push, and the contact the push services
   * may write to. Null without SERENO_VAPID_*: `withVapidKeys` then reads (or creates) a pair in the data
   * folder outside production; in production push is off (its jobs are kept as not sent, no-provider).
   */
  vapid: VapidKeys | null;
  /** The VAPID subject for keys kept in the data folder (SERENO_VAPID_SUBJECT, else the public https address). */
  vapidSubject: string;
  /**
   * The geocoder behind GET /api/address-suggestions (a Nominatim-compatible /search, docs/operations.md),
   * or null without SERENO_GEOCODER_URL: the suggestions are then an empty list.
   */
  geocoder: { url: string; timeoutMs: number; userAgent: string } | null;
  /** The most readings held in memory waiting for their commit; past it, ingest pushes back. */
  ingestMaxPending: number;
  /** The per-device limit of HTTP ingest: readings a second on average (0: none) and the burst on top. */
  ingestDeviceRate: { perSecond: number; burst: number };
  /** Readings older than this many days are dropped by the hourly housekeeping (SERENO_RETENTION_DAYS; 0: kept). */
  readingRetentionDays: number;
  /**
   * The property-management systems (docs/integrations.md): their API base URLs, and the minutes
   * between scheduled imports of reservations (0: none, only "sync now").
   */
  pms: { guestyUrl: string; avantioUrl: string; krossUrl: string; syncEveryMinutes: number };
  /** SERENO_PREVIOUS_SECRET: the secret before a rotation, still read (never written) for the stored PMS credentials. */
  previousSecret: string | null;
  /** An active alarm resolves by itself after this many minutes without its condition (SERENO_ALARM_QUIET_MINUTES, docs/alarms.md). */
  alarmQuietMinutes: number;
  /** After the guest's call, how many minutes a noise must go on before the host is told (SERENO_ALARM_GUEST_GRACE_MINUTES). */
  alarmGuestGraceMinutes: number;
  /**
   * Signed webhooks (docs/webhooks.md): the first retry's wait (it doubles up to 240 times it; with the
   * default minute: 14 attempts over about a day), the wait for an answer, how often the queue is read.
   */
  webhooks: { retryBaseMs: number; timeoutMs: number; pollIntervalMs: number };
  /**
   * Where the protocol cards' uploaded files are kept (docs/protocols.md): a folder under the data
   * folder, or an S3-compatible bucket when SERENO_S3_BUCKET is set.
   */
  fileStorage: FileStorageLocation;
}

export type FileStorageLocation =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

/** The firmware version devices are compared with when SERENO_FIRMWARE_VERSION is not set. */
export const defaultFirmwareVersion = '2.4.0';

/** A secret shorter than this is too easy to guess. */
export const minimumSecretLength = 32;

/** Days of raw readings kept when SERENO_RETENTION_DAYS is not set: a year and a month (docs/operations.md). */
export const defaultRetentionDays = 400;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const booleanText = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int({ error: 'must be a whole number between 1 and 65535' })
    .min(1, { error: 'must be a whole number between 1 and 65535' })
    .max(65535, { error: 'must be a whole number between 1 and 65535' })
    .default(8080),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  NODE_ENV: z.string().trim().default('development'),
  SERENO_ENVIRONMENT: z.enum(['development', 'production', 'none'], { error: 'must be development, production or none' }).optional(),
  SERENO_DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_DISK_RESERVE_MB: z.coerce
    .number({ error: 'must be a whole number of MiB, 0 or more' })
    .int({ error: 'must be a whole number of MiB, 0 or more' })
    .min(0, { error: 'must be a whole number of MiB, 0 or more' })
    .default(64),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  SERENO_DEMO: booleanText.optional(),
  SERENO_CHECK_RESPONSES: booleanText.optional(),
  SERENO_SIMULATOR: booleanText.optional(),
  SERENO_DEMO_CLOCK_SPEED: z.coerce
    .number({ error: 'must be a number from 1 to 3600' })
    .min(1, { error: 'must be a number from 1 to 3600' })
    .max(3600, { error: 'must be a number from 1 to 3600' })
    .optional(),
  SERENO_DEMO_HISTORY_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 30' })
    .int({ error: 'must be a whole number of days from 1 to 30' })
    .min(1, { error: 'must be a whole number of days from 1 to 30' })
    .max(30, { error: 'must be a whole number of days from 1 to 30' })
    .optional(),
  SERENO_PANEL_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_FLASHER_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_STORYBOOK_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SERENO_TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      error: 'must be true, false, a number of hops or a comma-separated list of addresses',
    })
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value))
    .default(false),
  SERENO_ANALYTICS_ORIGIN: z
    .url({ protocol: /^https$/, error: 'must be an https:// origin, such as https://analytics.example.com' })
    .transform((value) => new URL(value).origin)
    .optional(),
  SERENO_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://sereno.example.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  SERENO_SECRET: z
    .string()
    .min(minimumSecretLength, { error: `must be at least ${minimumSecretLength} characters (for example \`openssl rand -base64 48\`)` })
    .optional(),
  SERENO_VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be the uncompressed P-256 public key in base64url (87 characters, `npx web-push generate-vapid-keys`)' })
    .optional(),
  SERENO_VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the P-256 private key in base64url (43 characters, `npx web-push generate-vapid-keys`)' })
    .optional(),
  SERENO_VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https:// URL the push services may contact' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587' }).optional(),
  MQTT_URL: z
    .url({ protocol: /^(mqtts?|wss?)$/, error: 'must be an mqtt://, mqtts://, ws:// or wss:// URL, such as mqtt://broker.example.com:1883' })
    .optional(),
  MQTT_CLIENT_ID: z.string().trim().min(1).max(128, { error: 'must be at most 128 characters' }).optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be letters, digits, - or _ (or none)' })
    .default('sereno'),
  MQTT_ON_STOP: z.enum(['leave', 'keep'], { error: 'must be leave or keep' }).optional(),
  SERENO_INGEST_MAX_PENDING: z.coerce
    .number({ error: 'must be a whole number of at least 500' })
    .int({ error: 'must be a whole number of at least 500' })
    .min(500, { error: 'must be a whole number of at least 500' })
    .default(20_000),
  SERENO_INGEST_DEVICE_RATE: z.coerce
    .number({ error: 'must be a whole number of readings a second (0: no limit)' })
    .int({ error: 'must be a whole number of readings a second (0: no limit)' })
    .min(0, { error: 'must be a whole number of readings a second (0: no limit)' })
    .default(100),
  SERENO_INGEST_DEVICE_BURST: z.coerce
    .number({ error: 'must be a whole number of at least 500 readings' })
    .int({ error: 'must be a whole number of at least 500 readings' })
    .min(500, { error: 'must be a whole number of at least 500 readings' })
    .default(2000),
  SERENO_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 (keep) to 3650' })
    .int({ error: 'must be a whole number of days from 0 (keep) to 3650' })
    .min(0, { error: 'must be a whole number of days from 0 (keep) to 3650' })
    .max(3650, { error: 'must be a whole number of days from 0 (keep) to 3650' })
    .optional(),
  /** The older name of SERENO_RETENTION_DAYS, still read when the new one is not set. */
  SERENO_READING_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 (keep) to 3650' })
    .int({ error: 'must be a whole number of days from 0 (keep) to 3650' })
    .min(0, { error: 'must be a whole number of days from 0 (keep) to 3650' })
    .max(3650, { error: 'must be a whole number of days from 0 (keep) to 3650' })
    .optional(),
  SERENO_ALARM_QUIET_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 240' })
    .int({ error: 'must be a whole number of minutes from 1 to 240' })
    .min(1, { error: 'must be a whole number of minutes from 1 to 240' })
    .max(240, { error: 'must be a whole number of minutes from 1 to 240' })
    .default(15),
  SERENO_ALARM_GUEST_GRACE_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 60' })
    .int({ error: 'must be a whole number of minutes from 1 to 60' })
    .min(1, { error: 'must be a whole number of minutes from 1 to 60' })
    .max(60, { error: 'must be a whole number of minutes from 1 to 60' })
    .default(5),
  SERENO_WEBHOOK_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1 to 3600000' })
    .int({ error: 'must be a whole number of milliseconds from 1 to 3600000' })
    .min(1, { error: 'must be a whole number of milliseconds from 1 to 3600000' })
    .max(3_600_000, { error: 'must be a whole number of milliseconds from 1 to 3600000' })
    .default(60_000),
  SERENO_WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .int({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .min(100, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .max(30_000, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .default(10_000),
  SERENO_WEBHOOK_POLL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 to 600000' })
    .int({ error: 'must be a whole number of milliseconds from 0 to 600000' })
    .min(0, { error: 'must be a whole number of milliseconds from 0 to 600000' })
    .max(600_000, { error: 'must be a whole number of milliseconds from 0 to 600000' })
    .default(10_000),
  SERENO_GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://nominatim.openstreetmap.org' }).optional(),
  SERENO_GEOCODER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .int({ error: 'must be a whole number of milliseconds from 100 to 30000' })
    .min(100, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .max(30_000, { error: 'must be a whole number of milliseconds from 100 to 30000' })
    .default(3000),
  SERENO_GUESTY_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://open-api.guesty.com'),
  SERENO_AVANTIO_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.avantio.pro/pms/v2'),
  SERENO_KROSS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.krossbooking.com/v5'),
  SERENO_PMS_SYNC_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 0 (off) to 1440' })
    .int({ error: 'must be a whole number of minutes from 0 (off) to 1440' })
    .min(0, { error: 'must be a whole number of minutes from 0 (off) to 1440' })
    .max(1440, { error: 'must be a whole number of minutes from 0 (off) to 1440' })
    .default(15),
  SERENO_PREVIOUS_SECRET: z
    .string()
    .min(minimumSecretLength, { error: `must be at least ${minimumSecretLength} characters` })
    .optional(),
  SMTP_FROM: z.string().trim().min(3, { error: 'must be a sender address, such as "Sereno <no-reply@example.com>"' }).optional(),
  TWILIO_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, such as https://api.twilio.com' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8,64}$/, { error: 'must be the account SID, such as AC0123456789abcdef0123456789abcdef' })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(8, { error: 'must be the account auth token' }).optional(),
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, { error: 'must be the sending number in E.164 (+34910000000) or an alphanumeric sender' })
    .optional(),
  SERENO_FIRMWARE_VERSION: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+){0,3}$/, { error: 'must be a version of numbers and dots, such as 2.4.0' })
    .default(defaultFirmwareVersion),
  SERENO_S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)' })
    .optional(),
  SERENO_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SERENO_S3_REGION: z.string().trim().min(1, { error: 'must not be empty' }).default('us-east-1'),
  SERENO_S3_ACCESS_KEY_ID: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_S3_SECRET_ACCESS_KEY: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_S3_FORCE_PATH_STYLE: booleanText.optional(),
});

const secretVariables = new Set([
  'SERENO_SECRET',
  'SERENO_PREVIOUS_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'MQTT_URL',
  'TWILIO_AUTH_TOKEN',
  'SERENO_S3_SECRET_ACCESS_KEY',
]);

/** Empty variables count as unset, as `PORT= npm start` means "the default". */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * Reads the configuration from `env` (process.env by default). Relative folders are resolved
 * against `cwd`. Throws a ConfigError whose message names the first bad variable.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const source = withoutEmpty(env);
  const result = environmentSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // Values that carry a password are not repeated in the message, which ends up in logs.
    const shown = secretVariables.has(name) ? '' : ` (got "${source[name] ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const values = result.data;
  const production = values.NODE_ENV === 'production';
  if (production && values.SERENO_DEMO === true) {
    throw new ConfigError('Invalid configuration: SERENO_DEMO cannot be true when NODE_ENV=production (demo accounts share a public password)');
  }
  if (values.SERENO_DEMO_CLOCK_SPEED !== undefined && !(values.SERENO_DEMO ?? !production)) {
    throw new ConfigError(
      'Invalid configuration: SERENO_DEMO_CLOCK_SPEED is for demo mode only (a server whose clock runs fast would stamp real data wrongly)',
    );
  }
  if (production && values.SERENO_SECRET === undefined) {
    throw new ConfigError(
      'Invalid configuration: SERENO_SECRET is required when NODE_ENV=production (it signs login links; for example `openssl rand -base64 48`)',
    );
  }
  if (values.SMTP_URL !== undefined && values.SMTP_FROM === undefined) {
    throw new ConfigError('Invalid configuration: SMTP_FROM is required with SMTP_URL (the sender of the emails, such as "Sereno <no-reply@example.com>")');
  }
  const twilioSet = [values.TWILIO_ACCOUNT_SID, values.TWILIO_AUTH_TOKEN, values.TWILIO_FROM].filter((value) => value !== undefined).length;
  if (twilioSet > 0 && twilioSet < 3) {
    throw new ConfigError(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together (SMS and calls need the account, its token and the sending number)',
    );
  }
  if ((values.SERENO_VAPID_PUBLIC_KEY === undefined) !== (values.SERENO_VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: SERENO_VAPID_PUBLIC_KEY and SERENO_VAPID_PRIVATE_KEY go together (the two halves of one key pair)');
  }
  if ((values.SERENO_S3_ACCESS_KEY_ID === undefined) !== (values.SERENO_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: SERENO_S3_ACCESS_KEY_ID and SERENO_S3_SECRET_ACCESS_KEY go together (or neither: the AWS defaults are used)');
  }
  const dataDir = path.resolve(cwd, values.SERENO_DATA_DIR ?? '.sereno');
  const environment: Environment | null =
    values.SERENO_ENVIRONMENT === undefined
      ? production
        ? 'production'
        : 'development'
      : values.SERENO_ENVIRONMENT === 'none'
        ? null
        : values.SERENO_ENVIRONMENT;
  return {
    port: values.PORT,
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    production,
    checkResponses: values.SERENO_CHECK_RESPONSES ?? !production,
    environment,
    dataDir,
    database: values.DATABASE_URL
      ? { driver: 'postgres', url: values.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db'), reserveMb: values.SERENO_DISK_RESERVE_MB },
    demo: values.SERENO_DEMO ?? !production,
    simulator: (values.SERENO_DEMO ?? !production) && (values.SERENO_SIMULATOR ?? true),
    demoClockSpeed: values.SERENO_DEMO_CLOCK_SPEED ?? 1,
    demoHistoryDays: values.SERENO_DEMO_HISTORY_DAYS ?? 7,
    panelDir: path.resolve(cwd, values.SERENO_PANEL_DIR ?? path.join(apiPackageDir, '../panel/dist')),
    flasherDir: path.resolve(cwd, values.SERENO_FLASHER_DIR ?? path.join(apiPackageDir, '../flasher/dist')),
    storybookDir: path.resolve(cwd, values.SERENO_STORYBOOK_DIR ?? path.join(apiPackageDir, '../../packages/ui/storybook-static')),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.SERENO_TRUST_PROXY,
    analyticsOrigin: values.SERENO_ANALYTICS_ORIGIN ?? null,
    publicUrl: values.SERENO_PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT),
    secret: values.SERENO_SECRET ?? null,
    smtp: values.SMTP_URL !== undefined && values.SMTP_FROM !== undefined ? { url: values.SMTP_URL, from: values.SMTP_FROM } : null,
    twilio:
      values.TWILIO_ACCOUNT_SID !== undefined && values.TWILIO_AUTH_TOKEN !== undefined && values.TWILIO_FROM !== undefined
        ? { baseUrl: values.TWILIO_BASE_URL, accountSid: values.TWILIO_ACCOUNT_SID, authToken: values.TWILIO_AUTH_TOKEN, from: values.TWILIO_FROM }
        : null,
    vapid:
      values.SERENO_VAPID_PUBLIC_KEY !== undefined && values.SERENO_VAPID_PRIVATE_KEY !== undefined
        ? {
            publicKey: values.SERENO_VAPID_PUBLIC_KEY,
            privateKey: values.SERENO_VAPID_PRIVATE_KEY,
            subject: values.SERENO_VAPID_SUBJECT ?? vapidSubjectOf(values.SERENO_PUBLIC_URL),
          }
        : null,
    vapidSubject: values.SERENO_VAPID_SUBJECT ?? vapidSubjectOf(values.SERENO_PUBLIC_URL),
    firmwareVersion: values.SERENO_FIRMWARE_VERSION,
    mqtt:
      values.MQTT_URL === undefined
        ? null
        : {
            url: values.MQTT_URL,
            clientId: values.MQTT_CLIENT_ID ?? `sereno-${hostname()}-${values.PORT}`,
            shareGroup: values.MQTT_SHARE_GROUP === 'none' ? null : values.MQTT_SHARE_GROUP,
            // In a group the others take the devices; a lone process keeps them queued for its restart.
            onStop: values.MQTT_ON_STOP ?? (values.MQTT_SHARE_GROUP === 'none' ? 'keep' : 'leave'),
          },
    geocoder:
      values.SERENO_GEOCODER_URL === undefined
        ? null
        : {
            url: values.SERENO_GEOCODER_URL.replace(/\/+$/, ''),
            timeoutMs: values.SERENO_GEOCODER_TIMEOUT_MS,
            userAgent: `Sereno (${values.SERENO_PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)})`,
          },
    ingestMaxPending: values.SERENO_INGEST_MAX_PENDING,
    ingestDeviceRate: { perSecond: values.SERENO_INGEST_DEVICE_RATE, burst: values.SERENO_INGEST_DEVICE_BURST },
    readingRetentionDays: values.SERENO_RETENTION_DAYS ?? values.SERENO_READING_RETENTION_DAYS ?? defaultRetentionDays,
    pms: {
      guestyUrl: values.SERENO_GUESTY_URL,
      avantioUrl: values.SERENO_AVANTIO_URL,
      krossUrl: values.SERENO_KROSS_URL,
      syncEveryMinutes: values.SERENO_PMS_SYNC_MINUTES,
    },
    previousSecret: values.SERENO_PREVIOUS_SECRET ?? null,
    alarmQuietMinutes: values.SERENO_ALARM_QUIET_MINUTES,
    alarmGuestGraceMinutes: values.SERENO_ALARM_GUEST_GRACE_MINUTES,
    webhooks: { retryBaseMs: values.SERENO_WEBHOOK_RETRY_BASE_MS, timeoutMs: values.SERENO_WEBHOOK_TIMEOUT_MS, pollIntervalMs: values.SERENO_WEBHOOK_POLL_MS },
    fileStorage:
      values.SERENO_S3_BUCKET === undefined
        ? { kind: 'folder', dir: path.join(dataDir, 'files') }
        : {
            kind: 's3',
            bucket: values.SERENO_S3_BUCKET,
            endpoint: values.SERENO_S3_ENDPOINT ?? null,
            region: values.SERENO_S3_REGION,
            accessKeyId: values.SERENO_S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: values.SERENO_S3_SECRET_ACCESS_KEY ?? null,
            // A bucket behind a custom endpoint (MinIO and the like) is usually reached by path.
            forcePathStyle: values.SERENO_S3_FORCE_PATH_STYLE ?? values.SERENO_S3_ENDPOINT !== undefined,
          },
  };
}

/** The VAPID contact when SERENO_VAPID_SUBJECT is not set: the public address when it is https, else a placeholder mailbox. */
function vapidSubjectOf(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@sereno.invalid';
}

/** The address a browser on this machine uses when no SERENO_PUBLIC_URL is given. */
function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * The configuration with its secret: SERENO_SECRET when set, otherwise the one in
 * `<data dir>/secret`, created (random, readable by this user only) on the first start.
 */
export function withSecret(config: Config): Config & { secret: string } {
  if (config.secret !== null) return { ...config, secret: config.secret };
  const file = path.join(config.dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= minimumSecretLength) return { ...config, secret: stored };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, secret };
}

/**
 * The configuration with its VAPID keys: SERENO_VAPID_* when set; outside production, otherwise the pair
 * in `<data dir>/vapid.json`, created on the first start (readable by this user only), so that the
 * browsers' subscriptions survive a restart. In production without them, push stays off.
 */
export function withVapidKeys<C extends Config>(config: C): C {
  if (config.vapid !== null || config.production) return config;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
      return { ...config, vapid: { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.vapidSubject } };
    }
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...config, vapid: { ...keys, subject: config.vapidSubject } };
}
