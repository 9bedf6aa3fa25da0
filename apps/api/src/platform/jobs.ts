// The durable job runner (docs/architecture.md, "Jobs"). Work that must happen after a change commits
// and must survive a crash (an email, an SMS or a call, later a webhook, a push, scheduled work) is a
// row written in the caller's transaction; a runner per kind takes the due rows and runs them.
//
// - Enqueue: `enqueueJobs` in the caller's transaction, so that nothing runs for a change rolled back.
// - Lease: a round claims due rows with `FOR UPDATE SKIP LOCKED` (several processes may share a
//   PostgreSQL: each row goes to one of them) and marks them `sending` until a lease runs out; a job
//   whose runner died mid-way is taken again after it.
// - Retry: a failed run waits the kind's next delay, or longer when the failure asks (Retry-After).
// - Dead letter: a permanent failure, or the last attempt, leaves the row `failed` with its error,
//   kept for a person to look at.
// - Order: with a `fifoKey` (an SMS number, a mail address), the jobs of one key go one at a time in
//   the order they were written: a job is not taken while an older one of its key is unfinished, so
//   retries that come due at different times cannot overtake each other. When a younger job of the
//   key comes due, the oldest one is taken at once (its retry brought forward: the provider may be
//   back); if that early attempt fails, it does not count: the oldest keeps its attempts and its time,
//   and the younger ones wait for that time with it.
// - Metrics: `stats()` counts what this process's runner did (GET /api/ops/stats).
//
// Each kind keeps its own table: the rows are also the record people read (the demo outbox, an alarm's
// notifications). The runner owns the columns of `jobColumns()` (platform/job-columns.ts), which every such table spreads.
import { and, asc, eq, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { JobStatus, JobTable } from './job-columns.ts';
import type { Database } from './database.ts';

export { jobColumns, jobStatuses, type JobStatus, type JobTable } from './job-columns.ts';

/** What the runner reads of every row. */
export interface JobRow {
  id: string;
  status: JobStatus;
  attempts: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  firstAttemptAt: Date | null;
  sentAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** A claimed job: its attempt counted, its first attempt known. */
export type Claimed<Row extends JobRow> = Row & { firstAttemptAt: Date };

/** How a run ended well: done (with columns of the kind to set, such as the provider's id), or handed to another queue that will finish it. */
export type JobOutcome = { done: Record<string, unknown> } | { handedOver: Record<string, unknown> };

/** What a failure says about a retry: never (a refusal), or not before some time (a 429's Retry-After). */
export interface RetryAdvice {
  permanent?: boolean;
  retryAfterMs?: number | null;
}

export interface JobKind<Row extends JobRow> {
  /** The queue's name in logs and metrics. */
  name: string;
  table: JobTable;
  /** Which rows this runner takes (a runner without SMS provider leaves SMS alone); all without. */
  scope?: SQL;
  /**
   * The jobs of one key are delivered one at a time, oldest first (see "Order" above). Given how to
   * name a column of a row, answers the key's expression; a null key is not ordered.
   */
  fifoKey?: (column: (of: AnyPgColumn) => SQL) => SQL;
  /** The wait after the 1st, 2nd… failed attempt; one attempt more than delays, then the job fails for good. */
  retryDelaysMs: readonly number[];
  /** How long a claimed job is left alone by other runners: longer than any one run. */
  leaseMs: number;
  /** Runs one job. Throws to retry it (or give up, per `adviseOn` and the attempts left). */
  run(job: Claimed<Row>, signal: AbortSignal): Promise<JobOutcome>;
  adviseOn?(error: unknown): RetryAdvice;
  /** Before each round: settles the jobs handed over to another queue that finished them. */
  beforeRound?(): Promise<void>;
  /** After each round (such as waking the queue jobs were handed to). */
  afterRound?(counts: RoundCounts): void;
  /** The fields that name a job in the logs. */
  describe?(job: Row): Record<string, unknown>;
}

export interface RoundCounts {
  sent: number;
  /** Failed for good in this round (dead letters). */
  failed: number;
  retrying: number;
  handedOver: number;
}

export interface JobStats extends RoundCounts {
  /** Jobs claimed by this process since it started. */
  claimed: number;
  /** Rounds that threw (the database did not answer…). */
  roundErrors: number;
}

export interface JobRunner {
  /** Runs every due job now; resolves with this round's counts. */
  runDue(): Promise<RoundCounts>;
  /** Asks for a round soon (after a transaction committed a job). */
  wake(): void;
  stats(): JobStats;
  /** Stops at once, as a process that dies would: a run in flight is abandoned, its job left to its lease. */
  close(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often to look for due jobs without being woken; 0 for none (tests drive `runDue`). */
  pollIntervalMs: number;
  batchSize?: number;
}

/**
 * Writes jobs in the caller's transaction (pass `tx`), due now; with `dedupeOn`, a row whose key is
 * there already is skipped (a change enqueued twice runs once). Returns the ids written.
 */
export async function enqueueJobs(
  tx: Database,
  table: JobTable,
  rows: readonly Record<string, unknown>[],
  now: Date,
  dedupeOn?: AnyPgColumn,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({ status: 'pending', nextAttemptAt: now, createdAt: now, ...row }));
  const insert = tx.insert(table).values(values as never);
  const written = await (dedupeOn ? insert.onConflictDoNothing({ target: dedupeOn }) : insert).returning({ id: table.id });
  return written.map((row) => String(row.id));
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

type Outcome = keyof RoundCounts | 'stopped';

export function createJobRunner<Row extends JobRow>(kind: JobKind<Row>, { db, clock, log, pollIntervalMs, batchSize = 20 }: JobRunnerOptions): JobRunner {
  const { table } = kind;
  const stopping = new AbortController();
  const totals: JobStats = { claimed: 0, sent: 0, failed: 0, retrying: 0, handedOver: 0, roundErrors: 0 };
  const maxAttempts = kind.retryDelaysMs.length + 1;
  const describe = (job: Row): Record<string, unknown> => ({ queue: kind.name, jobId: job.id, ...kind.describe?.(job) });

  /** A column of the job row the statement is about, and of another row of the table (`other`). */
  const own = (of: AnyPgColumn): SQL => sql`${of}`;
  const other = (of: AnyPgColumn): SQL => sql`other.${sql.identifier(of.name)}`;
  const unfinished = (column: (of: AnyPgColumn) => SQL): SQL => sql`${column(table.status)} in ('pending', 'sending')`;

  /** With a `fifoKey`: is there an unfinished job of this row's key written before it? */
  const olderUnfinished = (fifoKey: NonNullable<JobKind<Row>['fifoKey']>): SQL =>
    sql`exists (select 1 from ${table} as other where ${fifoKey(other)} = ${fifoKey(own)} and ${unfinished(other)}
      and (${other(table.createdAt)}, ${other(table.id)}) < (${table.createdAt}, ${table.id}))`;
  /** With a `fifoKey`: has a job of this row's key come due (the oldest then goes at once)? */
  const keyDue = (fifoKey: NonNullable<JobKind<Row>['fifoKey']>, now: Date): SQL =>
    sql`exists (select 1 from ${table} as other where ${fifoKey(other)} = ${fifoKey(own)}
      and ${other(table.status)} = 'pending' and ${other(table.nextAttemptAt)} <= ${now})`;

  /** The jobs claimed before their time, because a younger job of their key came due. */
  const broughtForward = new Set<string>();

  async function claimDue(): Promise<Claimed<Row>[]> {
    const now = clock();
    const { fifoKey } = kind;
    return db.transaction(async (tx) => {
      const due = (await tx
        .select()
        .from(table)
        .where(
          and(
            kind.scope,
            or(
              and(eq(table.status, 'pending'), fifoKey ? or(lte(table.nextAttemptAt, now), keyDue(fifoKey, now)) : lte(table.nextAttemptAt, now)),
              // A runner that stopped mid-job: its lease ran out.
              and(eq(table.status, 'sending'), lt(table.leaseUntil, now)),
            ),
            fifoKey ? not(olderUnfinished(fifoKey)) : undefined,
          ),
        )
        .orderBy(asc(table.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true })) as unknown as Row[];
      if (due.length === 0) return [];
      await tx
        .update(table)
        .set({
          status: 'sending',
          leaseUntil: new Date(now.getTime() + kind.leaseMs),
          attempts: sql`${table.attempts} + 1`,
          firstAttemptAt: sql`coalesce(${table.firstAttemptAt}, ${now})`,
        } as never)
        .where(
          inArray(
            table.id,
            due.map((job) => job.id),
          ),
        );
      totals.claimed += due.length;
      for (const job of due) if (job.status === 'pending' && job.nextAttemptAt.getTime() > now.getTime()) broughtForward.add(job.id);
      return due.map((job) => ({ ...job, firstAttemptAt: job.firstAttemptAt ?? now }));
    });
  }

  const settle = (job: Row, values: Record<string, unknown>) =>
    db
      .update(table)
      .set(values as never)
      .where(and(eq(table.id, job.id), eq(table.status, 'sending')));

  async function waitBehind(fifoKey: NonNullable<JobKind<Row>['fifoKey']>, job: Row, until: Date): Promise<void> {
    await db
      .update(table)
      .set({ nextAttemptAt: until } as never)
      .where(
        and(
          eq(table.status, 'pending'),
          lt(table.nextAttemptAt, until),
          sql`${table.id} <> ${job.id}`,
          sql`${fifoKey(own)} = (select ${fifoKey(other)} from ${table} as other where ${other(table.id)} = ${job.id})`,
        ),
      );
  }

  async function runOne(job: Claimed<Row>): Promise<Outcome> {
    const attempts = job.attempts + 1;
    const early = broughtForward.delete(job.id);
    try {
      const outcome = await kind.run(job, stopping.signal);
      if ('done' in outcome) {
        await settle(job, { ...outcome.done, status: 'sent', sentAt: clock(), leaseUntil: null, lastError: null });
        return 'sent';
      }
      // Another queue finishes it: no lease, so that no runner of this kind takes it again.
      await settle(job, { ...outcome.handedOver, leaseUntil: null });
      return 'handedOver';
    } catch (error) {
      if (stopping.signal.aborted) return 'stopped';
      const reason = reasonOf(error);
      const advice = kind.adviseOn?.(error) ?? {};
      if (early && advice.permanent !== true && kind.fifoKey) {
        // Tried before its time and failed: as if not tried. It keeps its attempts and its time.
        await settle(job, { status: 'pending', leaseUntil: null, lastError: reason, attempts: job.attempts, nextAttemptAt: job.nextAttemptAt });
        await waitBehind(kind.fifoKey, job, job.nextAttemptAt);
        log.warn(
          { ...describe(job), attempts: job.attempts, maxAttempts, reason, retryAt: job.nextAttemptAt },
          'job failed when tried early; will retry at its time',
        );
        return 'retrying';
      }
      const delay = kind.retryDelaysMs[attempts - 1];
      if (advice.permanent === true || delay === undefined) {
        await settle(job, { status: 'failed', leaseUntil: null, lastError: reason });
        log.error({ ...describe(job), attempts, reason, permanent: advice.permanent === true }, 'job failed; giving up');
        return 'failed';
      }
      const wait = Math.max(delay, advice.retryAfterMs ?? 0);
      const nextAttemptAt = new Date(clock().getTime() + wait);
      await settle(job, { status: 'pending', leaseUntil: null, lastError: reason, nextAttemptAt });
      // The younger jobs of its key wait behind it: not due before its next attempt.
      if (kind.fifoKey) await waitBehind(kind.fifoKey, job, nextAttemptAt);
      log.warn({ ...describe(job), attempts, maxAttempts, reason, retryInMs: wait }, 'job failed; will retry');
      return 'retrying';
    }
  }

  async function round(): Promise<RoundCounts> {
    const counts: RoundCounts = { sent: 0, failed: 0, retrying: 0, handedOver: 0 };
    await kind.beforeRound?.();
    for (;;) {
      if (stopping.signal.aborted) return counts;
      const due = await claimDue();
      for (const job of due) {
        const outcome = await runOne(job);
        if (outcome === 'stopped') return counts;
        counts[outcome] += 1;
        totals[outcome] += 1;
      }
      // Until nothing is due: a job sent lets the next of its key go in the same round.
      if (due.length === 0) break;
    }
    kind.afterRound?.(counts);
    return counts;
  }

  // One round at a time; a wake during a round asks for one more after it.
  let running: Promise<RoundCounts> | null = null;
  let again = false;

  function runDue(): Promise<RoundCounts> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
      if (again && !stopping.signal.aborted) {
        again = false;
        wake();
      }
    });
    return running;
  }

  function wake(): void {
    if (stopping.signal.aborted) return;
    runDue().catch((error: unknown) => {
      totals.roundErrors += 1;
      log.error({ err: error, queue: kind.name }, 'job round failed');
    });
  }

  const timer = pollIntervalMs > 0 ? setInterval(wake, pollIntervalMs) : null;
  timer?.unref();

  return {
    runDue,
    wake,
    stats: () => ({ ...totals }),
    async close() {
      if (timer) clearInterval(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
