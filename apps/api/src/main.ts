// `npm start` / `node dist/main.js`: reads the configuration, opens and migrates the database,
// seeds the demo data in demo mode, and serves the API, the panel and the flasher.
import { buildApp } from './app.ts';
import { demoPassword, presentDemoAccounts, seedDemo } from './demo/seed.ts';
import { startDemoSimulation } from './demo/simulation.ts';
import type { Simulation } from './simulator/simulation.ts';
import { createPostgresEventBus } from './events/postgres-bus.ts';
import { ConfigError, parseConfig, withSecret, withVapidKeys, type Config } from './platform/config.ts';
import { frontends } from './platform/frontends.ts';
import { openDatabase } from './platform/database.ts';

function readConfig(): Config & { secret: string } {
  try {
    return withVapidKeys(withSecret(parseConfig()));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`sereno: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// Demo mode may run the clock fast (SERENO_DEMO_CLOCK_SPEED): the server and its simulated devices then share it.
const startedAt = Date.now();
const clock = config.demoClockSpeed === 1 ? () => new Date() : () => new Date(startedAt + (Date.now() - startedAt) * config.demoClockSpeed);
const database = await openDatabase(config);
const seeded = config.demo ? await seedDemo(database.db, config.secret ?? undefined) : false;
// With PostgreSQL, room events cross server processes; PGlite serves one process.
const events = config.database.driver === 'postgres' ? await createPostgresEventBus({ url: config.database.url }) : undefined;
const app = await buildApp({ config, db: database.db, clock, ...(events ? { events } : {}), dumpDataDir: database.dumpDataDir });

let closing = false;
/** The demo devices once started: a stop waits for them to start, then ends them before the server closes. */
let simulation: Promise<Simulation | null> = Promise.resolve(null);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void simulation
      .then((started) => started?.stop())
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '127.0.0.1' || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `Sereno is running at http://${shownHost}:${config.port}`,
  ...frontends(config).map(
    (frontend) =>
      `  ${`${frontend.name}:`.padEnd(11)}${frontend.built ? `http://${shownHost}:${config.port}${frontend.prefix}` : `not built (no index.html in ${frontend.dir}); run \`${frontend.buildCommand}\``}`,
  ),
  `  ${'database:'.padEnd(11)}${config.database.driver === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (config.demo) {
  const accounts = await presentDemoAccounts(database.db);
  const usernameWidth = Math.max(14, ...accounts.map((account) => account.username.length));
  lines.push(
    accounts.length > 0
      ? `  demo mode${seeded ? ' (accounts created now)' : ''}: log in as one of these, password ${demoPassword}`
      : '  demo mode: the database already had users, so no demo accounts were created',
    ...accounts.map((account) => `    ${account.username.padEnd(usernameWidth)} ${account.role.padEnd(20)} ${account.name}`),
  );
}
console.log(`${lines.join('\n')}\n`);

if (config.simulator && !closing) {
  // After the banner, so that it shows at once. The demo devices send to this server as real ones
  // would: over HTTP, each with its token. Its backfill and live loop run on their own; a stop ends
  // them after the request in flight, and what the server committed stays.
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  simulation = startDemoSimulation({
    db: database.db,
    baseUrl: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`,
    secret: config.secret,
    log: app.log,
    clock,
    historyHours: config.demoHistoryDays * 24,
  }).catch((error: unknown) => {
    if (!closing) app.log.error({ err: error }, 'the demo simulation could not start');
    return null;
  });
}
