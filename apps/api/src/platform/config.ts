// The server's configuration, read once from the environment at start. A bad value stops the
// server at once with one line that names the variable, rather than surfacing later as a strange
// failure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api, whether this file runs from `src/platform` or from `dist/platform`. */
export const apiPackageDir = fileURLToPath(new URL('../../', import.meta.url));

export const environments = ['development', 'production'] as const;
export type Environment = (typeof environments)[number];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type DatabaseLocation =
  /** PGlite in `dataDir`, or in memory when it is `memory://`. */
  | { driver: 'pglite'; dataDir: string }
  | { driver: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** NODE_ENV=production: secure cookies, no demo data, no error details, HSTS. */
  production: boolean;
  /** What GET /api/configuration reports: the panel shows its development overlay or its analytics from it. */
  environment: Environment | null;
  dataDir: string;
  database: DatabaseLocation;
  demo: boolean;
  panelDir: string;
  flasherDir: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (the login throttle counts per
   * address): false (none, the default), true (any), a number of hops, or addresses/CIDRs.
   */
  trustProxy: boolean | number | string;
  /** The https origin of the panel's analytics tracker, which the Content-Security-Policy then allows. */
  analyticsOrigin: string | null;
}

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
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  SERENO_DEMO: booleanText.optional(),
  SERENO_PANEL_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  SERENO_FLASHER_DIR: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  SERENO_TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, { error: 'must be true, false, a number of hops or a comma-separated list of addresses' })
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value))
    .default(false),
  SERENO_ANALYTICS_ORIGIN: z
    .url({ protocol: /^https$/, error: 'must be an https:// origin, such as https://analytics.example.com' })
    .transform((value) => new URL(value).origin)
    .optional(),
});

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
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got "${source[name] ?? ''}")`);
  }
  const values = result.data;
  const production = values.NODE_ENV === 'production';
  if (production && values.SERENO_DEMO === true) {
    throw new ConfigError('Invalid configuration: SERENO_DEMO cannot be true when NODE_ENV=production (demo accounts share a public password)');
  }
  const dataDir = path.resolve(cwd, values.SERENO_DATA_DIR ?? '.sereno');
  const environment: Environment | null =
    values.SERENO_ENVIRONMENT === undefined ? (production ? 'production' : 'development') : values.SERENO_ENVIRONMENT === 'none' ? null : values.SERENO_ENVIRONMENT;
  return {
    port: values.PORT,
    host: values.HOST,
    nodeEnv: values.NODE_ENV,
    production,
    environment,
    dataDir,
    database: values.DATABASE_URL ? { driver: 'postgres', url: values.DATABASE_URL } : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
    demo: values.SERENO_DEMO ?? !production,
    panelDir: path.resolve(cwd, values.SERENO_PANEL_DIR ?? path.join(apiPackageDir, '../panel/dist')),
    flasherDir: path.resolve(cwd, values.SERENO_FLASHER_DIR ?? path.join(apiPackageDir, '../flasher/dist')),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.SERENO_TRUST_PROXY,
    analyticsOrigin: values.SERENO_ANALYTICS_ORIGIN ?? null,
  };
}
