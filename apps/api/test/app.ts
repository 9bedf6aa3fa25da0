// The real app on a real (fresh) database, with a clock the tests can move.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseConfig, type Config } from '../src/platform/config.ts';
import type { Database } from '../src/platform/database.ts';
import { openTestDatabase } from './database.ts';

export class TestClock {
  current = new Date('2026-03-02T09:00:00.000Z');
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The key that signs the tests' auto-login links. */
export const testSecret = 'test-secret-test-secret-test-secret-0123456789';

/**
 * Where the tests' PMS providers are, unless a test starts its own (test/pms/): port 9, which fetch
 * refuses to call ("bad port"), so that no test ever reaches the real Guesty, Avantio or Kross, and a
 * call fails as unreachable at once, without the network.
 */
export const unreachableProvider = 'http://127.0.0.1:9';

/** A configuration as the tests want it: quiet, and pointing at front-end folders that do not exist. */
export function testConfig(env: Record<string, string> = {}): Config {
  const nowhere = path.join(tmpdir(), 'sereno-test-no-such-dir');
  const providers = {
    SERENO_GUESTY_URL: unreachableProvider,
    SERENO_AVANTIO_URL: unreachableProvider,
    SERENO_KROSS_URL: unreachableProvider,
    SERENO_PMS_SYNC_MINUTES: '0',
  };
  return parseConfig({ LOG_LEVEL: 'silent', SERENO_PANEL_DIR: nowhere, SERENO_FLASHER_DIR: nowhere, SERENO_SECRET: testSecret, ...providers, ...env });
}

export interface TestServer {
  db: Database;
  clock: TestClock;
  /** Builds an app over this file's database; closed by `close()`. */
  app(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const apps: FastifyInstance[] = [];
  return {
    db: database.db,
    clock,
    async app(env = {}) {
      const app = await buildApp({ config: testConfig(env), db: database.db, clock: clock.now });
      apps.push(app);
      await app.ready();
      return app;
    },
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
    },
  };
}

/** A temporary folder, removed by the returned function. */
export function temporaryDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sereno-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The `name=value` of a Set-Cookie header, ready for a Cookie header. */
export function cookiePair(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no Set-Cookie header');
  return header.split(';', 1)[0] ?? '';
}

/**
 * Logs `username` in from an address and a browser of its own (so that sessions tell them apart and
 * no other test's failed logins throttle it); answers the session cookie, or throws with the answer.
 */
export async function logInFrom(
  app: FastifyInstance,
  login: { username: string; password: string },
  from: { address: string; userAgent: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: login,
    remoteAddress: from.address,
    headers: { 'user-agent': from.userAgent },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${login.username} answered ${response.statusCode}: ${response.body}`);
  return cookiePair(response.headers['set-cookie']);
}
