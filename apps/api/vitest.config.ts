import net from 'node:net';
import { defineConfig } from 'vitest/config';

// The same test files run on PGlite always and on PostgreSQL when one is there: DATABASE_URL (an
// account that may create databases) or a server answering on 127.0.0.1:5432 (user postgres).
// `pnpm test` runs the pglite project, `pnpm test:postgres` the other (CI runs both at once, as two
// turbo tasks), `pnpm test:all` both.
// SERENO_TEST_POSTGRES=0 leaves PostgreSQL out; =1 makes its absence an error.
const localPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';

function answers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function postgresUrl(): Promise<string | null> {
  const wanted = process.env.SERENO_TEST_POSTGRES;
  if (wanted === '0' || wanted === 'false') return null;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (await answers('127.0.0.1', 5432)) return localPostgres;
  if (wanted === '1' || wanted === 'true') throw new Error('SERENO_TEST_POSTGRES=1 but no PostgreSQL answers on 127.0.0.1:5432 and DATABASE_URL is not set');
  return null;
}

export default defineConfig(async () => {
  const postgres = await postgresUrl();
  if (!postgres) console.warn('vitest: no PostgreSQL answers (or SERENO_TEST_POSTGRES=0): the postgres project runs no file');
  return {
    test: {
      include: ['src/**/*.test.ts'],
      reporters: ['default', 'json'],
      outputFile: { json: '.test-results/vitest.json' },
      // A PGlite start-up takes seconds on a busy two-core machine.
      hookTimeout: 60_000,
      testTimeout: 30_000,
      projects: [
        // `*.postgres.test.ts` files test what only PostgreSQL has (LISTEN/NOTIFY across processes).
        { test: { name: 'pglite', exclude: ['**/*.postgres.test.ts'], env: { SERENO_TEST_DATABASE: 'pglite' } } },
        // Without PostgreSQL the project is there with no files: `pnpm test:postgres` says so and passes.
        postgres
          ? { test: { name: 'postgres', env: { SERENO_TEST_DATABASE: 'postgres', SERENO_TEST_POSTGRES_URL: postgres } } }
          : { test: { name: 'postgres', exclude: ['**'] } },
      ],
    },
  };
});
