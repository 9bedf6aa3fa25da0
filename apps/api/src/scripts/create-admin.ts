// Creates an administrator: the way the first account of a production installation comes to be.
//   node dist/scripts/create-admin.js --username ana --email ana@example.com --name "Ana Pérez"
// The password comes from SERENO_ADMIN_PASSWORD, or is asked for on the terminal (not echoed).
// It uses the same configuration as the server (DATABASE_URL, or SERENO_DATA_DIR for PGlite).
import { parseArgs } from 'node:util';
import { toLanguage } from '@sereno/validation';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { validationMessage } from '../platform/errors.ts';
import { createAdmin, UserExistsError } from '../users/service.ts';

const usage = 'usage: create-admin --username <name> --email <address> --name "<full name>"  (password: SERENO_ADMIN_PASSWORD or prompted)';

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

/** Reads one line from the terminal without echoing it, or the first line of piped input. */
async function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let input = '';
    for await (const chunk of stdin) input += String(chunk);
    return input.split(/\r?\n/, 1)[0] ?? '';
  }
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          stdin.setRawMode(false);
          stderr.write('\n');
          process.exit(130);
        }
        typed = character === '\u007f' || character === '\b' ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on('data', onData);
  });
}

let args: { username?: string; email?: string; name?: string };
try {
  ({ values: args } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!args.username || !args.email || !args.name) fail(usage);

let config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const password = process.env.SERENO_ADMIN_PASSWORD || (await readPassword('Password for the new administrator: '));
const language = toLanguage(process.env.LC_ALL || process.env.LANG);
const database = await openDatabase(config);
let problem: string | undefined;
try {
  const admin = await createAdmin(database.db, { username: args.username, email: args.email, name: args.name, password });
  console.log(`create-admin: created the administrator "${admin.username}" (${admin.email})`);
} catch (error) {
  if (error instanceof z.ZodError) {
    problem = validationMessage(
      language,
      error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  } else if (error instanceof UserExistsError) {
    problem = error.message;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
if (problem) fail(problem);
