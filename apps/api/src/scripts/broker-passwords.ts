// Writes the broker's password file (docs/operations.md, "Locking down the broker"): an account per
// device of the database (user name = its monitorId) and the servers' account, in the format
// Mosquitto 2 reads (`password_file`, deploy/mosquitto/sereno.conf).
//   node dist/scripts/broker-passwords.js --file /etc/mosquitto/sereno.passwd > new-credentials.txt
// Accounts already in the file keep their password; new devices (and the server's account, the
// first time) get a random one, printed once on stdout as `<user> <password>` lines: hand them to
// the devices (and to MQTT_URL), then throw the list away. `--rotate <user>` (repeatable) or
// `--rotate-all` gives new passwords; SERENO_MQTT_SERVER_PASSWORD sets the server's own.
// Accounts of devices no longer in the database are removed. It uses the server's configuration
// (DATABASE_URL, or SERENO_DATA_DIR with the server stopped, since PGlite allows one process).
import { chmodSync, chownSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { allMonitorIds } from '../devices/service.ts';
import { formatPasswordFile, parsePasswordFile, planPasswordFile } from '../mqtt/password-file.ts';
import { ConfigError, parseConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';

const usage = 'usage: broker-passwords --file <password file> [--server-user sereno-server] [--rotate <user>]... [--rotate-all]';

function fail(message: string): never {
  console.error(`broker-passwords: ${message}`);
  process.exit(1);
}

let args: { file?: string; 'server-user': string; rotate?: string[]; 'rotate-all'?: boolean };
try {
  ({ values: args } = parseArgs({
    options: {
      file: { type: 'string' },
      'server-user': { type: 'string', default: 'sereno-server' },
      rotate: { type: 'string', multiple: true },
      'rotate-all': { type: 'boolean' },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!args.file) fail(usage);
const file = path.resolve(args.file);
const serverUser = args['server-user'].trim();
if (!/^[^:\s]+$/.test(serverUser)) fail('--server-user must be a user name without spaces or ":"');

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const database = await openDatabase(config);
let monitorIds: string[];
try {
  monitorIds = await allMonitorIds(database.db);
} finally {
  await database.close();
}

const previous = existsSync(file) ? parsePasswordFile(readFileSync(file, 'utf8')) : new Map<string, string>();
const plan = planPasswordFile(previous, {
  monitorIds,
  serverUser,
  serverPassword: process.env.SERENO_MQTT_SERVER_PASSWORD || undefined,
  rotate: args['rotate-all'] ? 'all' : new Set(args.rotate ?? []),
});
for (const user of args.rotate ?? []) if (!plan.accounts.has(user)) fail(`--rotate ${user}: no such device (nor the server's account)`);

// Written beside the old file and renamed over it, so that the broker never reads half a file, with
// the old file's owner and mode (the broker reads it as its own user: `chown root:mosquitto`, mode 640).
const temporary = `${file}.${process.pid}.tmp`;
const old = existsSync(file) ? statSync(file) : null;
writeFileSync(temporary, formatPasswordFile(plan.accounts), { mode: 0o600 });
chmodSync(temporary, old ? old.mode & 0o777 : 0o640);
if (old && process.getuid?.() === 0) chownSync(temporary, old.uid, old.gid);
renameSync(temporary, file);
for (const { user, password } of plan.issued) process.stdout.write(`${user} ${password}\n`);
console.error(
  `broker-passwords: ${file}: ${plan.accounts.size} accounts (${monitorIds.length} devices and ${serverUser}); ` +
    `${plan.issued.length} new passwords${plan.issued.length ? ' on stdout' : ''}` +
    `${plan.removed.length ? `; removed ${plan.removed.join(', ')}` : ''}. ` +
    'Let the broker read it (chown mosquitto) and reload it (kill -HUP the broker).',
);
