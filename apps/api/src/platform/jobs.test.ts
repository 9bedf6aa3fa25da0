// The job runner on a kind of its own (a table the tests create, as a webhook or push kind would bring
// its own), on PGlite and PostgreSQL: enqueue in the caller's transaction, lease, retry with backoff and
// Retry-After, dead letter, metrics, and the order of one key's jobs. One test runs on the real clock,
// driven by the runner's own timer.
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import type { OpenDatabase } from './database.ts';
import { createJobRunner, enqueueJobs, jobColumns, type JobKind, type JobRunner, type JobRunnerOptions } from './jobs.ts';

const pings = pgTable('runner_test_pings', { id: uuid('id').primaryKey().defaultRandom(), url: text('url').notNull(), body: text('body'), ...jobColumns() });
type Ping = typeof pings.$inferSelect;

/** A failure whose peer asked for a wait (a 429's Retry-After) or refused for good (a 4xx). */
class PeerError extends Error {
  readonly permanent: boolean;
  readonly retryAfterMs: number | null;
  constructor(message: string, permanent = false, retryAfterMs: number | null = null) {
    super(message);
    this.permanent = permanent;
    this.retryAfterMs = retryAfterMs;
  }
}

let database: OpenDatabase;
let clock: TestClock;
const runners: JobRunner[] = [];
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    create table runner_test_pings (
      id uuid primary key default gen_random_uuid(), url text not null, body text,
      status text not null default 'pending', attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(), lease_until timestamptz, first_attempt_at timestamptz,
      sent_at timestamptz, last_error text, created_at timestamptz not null default now())`);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(pings);
  clock = new TestClock();
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.close()));
});

const retryDelaysMs = [1_000, 10_000] as const;

/** A runner of pings whose peer answers with `answers` in turn (an error thrown, anything else a success), then succeeds. */
function pinger(answers: (PeerError | 'ok')[], options: Partial<JobRunnerOptions & Pick<JobKind<Ping>, 'retryDelaysMs' | 'leaseMs'>> = {}) {
  const calls: string[] = [];
  const runner = createJobRunner<Ping>(
    {
      name: 'pings',
      table: pings,
      retryDelaysMs: options.retryDelaysMs ?? retryDelaysMs,
      leaseMs: options.leaseMs ?? 60_000,
      async run(job) {
        calls.push(job.url);
        const answer = answers.shift() ?? 'ok';
        if (answer !== 'ok') throw answer;
        return { done: {} };
      },
      adviseOn: (error) => (error instanceof PeerError ? { permanent: error.permanent, retryAfterMs: error.retryAfterMs } : {}),
    },
    { db: database.db, clock: options.clock ?? clock.now, log, pollIntervalMs: options.pollIntervalMs ?? 0 },
  );
  runners.push(runner);
  return { runner, calls };
}

const enqueue = (url: string, at = clock.now()) => database.db.transaction((tx) => enqueueJobs(tx, pings, [{ url }], at));
const ping = async (url: string): Promise<Ping> => {
  const [row] = await database.db.select().from(pings).where(eq(pings.url, url));
  if (!row) throw new Error(`no ping to ${url}`);
  return row;
};

describe('the job runner', () => {
  it('runs nothing enqueued in a transaction that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJobs(tx, pings, [{ url: 'https://rolled.back' }], clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { runner, calls } = pinger([]);
    expect(await runner.runDue()).toEqual({ sent: 0, failed: 0, retrying: 0, handedOver: 0 });
    expect(calls).toEqual([]);
  });

  it('retries after the backoff, or after a longer Retry-After, then marks the job sent once', async () => {
    await enqueue('https://a.example');
    const { runner, calls } = pinger([new PeerError('503 busy'), new PeerError('429 slow down', false, 30_000)]);

    expect(await runner.runDue()).toMatchObject({ retrying: 1 });
    expect(await ping('https://a.example')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '503 busy',
      nextAttemptAt: new Date(clock.now().getTime() + 1_000),
    });
    clock.advance(999);
    expect(await runner.runDue()).toMatchObject({ retrying: 0, sent: 0 });

    clock.advance(1);
    expect(await runner.runDue()).toMatchObject({ retrying: 1 });
    // The peer asked for 30 s, longer than the 10 s of the backoff.
    expect(await ping('https://a.example')).toMatchObject({ attempts: 2, lastError: '429 slow down', nextAttemptAt: new Date(clock.now().getTime() + 30_000) });

    clock.advance(30_000);
    expect(await runner.runDue()).toMatchObject({ sent: 1 });
    expect(await ping('https://a.example')).toMatchObject({ status: 'sent', attempts: 3, sentAt: clock.now(), lastError: null, leaseUntil: null });
    expect(await runner.runDue()).toMatchObject({ sent: 0 });
    expect(calls).toHaveLength(3);
    expect(runner.stats()).toEqual({ claimed: 3, sent: 1, failed: 0, retrying: 2, handedOver: 0, roundErrors: 0 });
  });

  it('keeps a job failed for good (the dead letter) after a refusal, or after its last attempt', async () => {
    await enqueue('https://refuses.example');
    const refused = pinger([new PeerError('400 bad url', true)]);
    expect(await refused.runner.runDue()).toMatchObject({ failed: 1 });
    expect(await ping('https://refuses.example')).toMatchObject({ status: 'failed', attempts: 1, lastError: '400 bad url' });

    await enqueue('https://down.example');
    const down = pinger([new PeerError('down'), new PeerError('down'), new PeerError('down'), new PeerError('down')]);
    for (const wait of [0, ...retryDelaysMs]) {
      clock.advance(wait);
      await down.runner.runDue();
    }
    expect(await ping('https://down.example')).toMatchObject({ status: 'failed', attempts: retryDelaysMs.length + 1, lastError: 'down' });
    clock.advance(24 * 3_600_000);
    expect(await down.runner.runDue()).toMatchObject({ sent: 0, failed: 0, retrying: 0 });
    expect(down.calls).toHaveLength(retryDelaysMs.length + 1);
    expect(down.runner.stats()).toMatchObject({ failed: 1, retrying: 2 });
  });

  it('takes again a job whose runner stopped mid-run, once its lease has run out', async () => {
    await enqueue('https://slow.example');
    const first = createJobRunner<Ping>(
      {
        name: 'pings',
        table: pings,
        retryDelaysMs,
        leaseMs: 60_000,
        run: (_job, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
      },
      { db: database.db, clock: clock.now, log, pollIntervalMs: 0 },
    );
    const round = first.runDue();
    while ((await ping('https://slow.example')).status !== 'sending') await new Promise((resolve) => setTimeout(resolve, 10));
    await first.close();
    await round;
    expect(await ping('https://slow.example')).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });

    const { runner, calls } = pinger([]);
    expect(await runner.runDue()).toMatchObject({ sent: 0 });
    clock.advance(60_001);
    expect(await runner.runDue()).toMatchObject({ sent: 1 });
    expect(calls).toEqual(['https://slow.example']);
    expect(await ping('https://slow.example')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends the jobs of one key one at a time in the order written: a retry is not overtaken, an early try that fails does not count', async () => {
    let down = true;
    const calls: string[] = [];
    const runner = createJobRunner<Ping>(
      {
        name: 'pings',
        table: pings,
        retryDelaysMs,
        leaseMs: 60_000,
        fifoKey: (column) => column(pings.url),
        async run(job) {
          calls.push(job.body ?? '');
          // Only the host's peer is down.
          if (down && job.url === 'https://host.example') throw new Error('503 down');
          return { done: {} };
        },
      },
      { db: database.db, clock: clock.now, log, pollIntervalMs: 0 },
    );
    runners.push(runner);
    const enqueueBody = (url: string, body: string) => database.db.transaction((tx) => enqueueJobs(tx, pings, [{ url, body }], clock.now()));
    const byBody = async (body: string): Promise<Ping> => {
      const [row] = await database.db.select().from(pings).where(eq(pings.body, body));
      if (!row) throw new Error(`no ping ${body}`);
      return row;
    };
    const started = clock.now().getTime();

    await enqueueBody('https://host.example', 'first');
    expect(await runner.runDue()).toMatchObject({ retrying: 1 });
    clock.advance(500);
    // A younger job of the key comes due: the first is tried at once, ahead of its retry; another key goes its own way.
    await enqueueBody('https://host.example', 'second');
    await enqueueBody('https://other.example', 'other');
    expect(await runner.runDue()).toMatchObject({ retrying: 1, sent: 1 });
    expect(calls).toEqual(['first', 'first', 'other']);
    expect(await byBody('first')).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: new Date(started + 1_000) });
    // It failed: the second waits for the first's own time, untried.
    expect(await byBody('second')).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date(started + 1_000) });
    expect(await byBody('other')).toMatchObject({ status: 'sent' });

    clock.advance(500);
    expect(await runner.runDue()).toMatchObject({ retrying: 1, sent: 0 });
    expect(await byBody('first')).toMatchObject({ attempts: 2, nextAttemptAt: new Date(clock.now().getTime() + 10_000) });
    expect(await byBody('second')).toMatchObject({ attempts: 0, nextAttemptAt: new Date(clock.now().getTime() + 10_000) });

    // The peer is back: the first, then the second, in one round, each once.
    down = false;
    clock.advance(10_000);
    expect(await runner.runDue()).toMatchObject({ sent: 2, retrying: 0 });
    expect(calls).toEqual(['first', 'first', 'other', 'first', 'first', 'second']);
    expect(await byBody('first')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await byBody('second')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives each job to one of several runners at once', async () => {
    for (let i = 0; i < 30; i += 1) await enqueue(`https://${i}.example`);
    const all = [pinger([]), pinger([]), pinger([])];
    const counts = await Promise.all(all.map(({ runner }) => runner.runDue()));
    expect(counts.reduce((total, count) => total + count.sent, 0)).toBe(30);
    expect(all.flatMap(({ calls }) => calls).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `https://${i}.example`).sort());
  });

  it('on the real clock, its own timer retries a failed job and delivers it', async () => {
    const { runner, calls } = pinger([new PeerError('503 busy')], { clock: () => new Date(), pollIntervalMs: 25, retryDelaysMs: [100] });
    await enqueue('https://real.example', new Date());
    const deadline = Date.now() + 20_000;
    while ((await ping('https://real.example')).status !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    const row = await ping('https://real.example');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // The retry waited its backoff.
    expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual((row.firstAttemptAt?.getTime() ?? 0) + 100);
    expect(calls).toEqual(['https://real.example', 'https://real.example']);
    expect(runner.stats()).toMatchObject({ sent: 1, retrying: 1 });
  });
});
