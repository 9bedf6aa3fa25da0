// Migration 0013 makes the email outbox a kind of the job runner. A database that the old worker left
// with emails sent, given up, waiting for a retry and held by a worker loses none of them: each gets
// its status, and the runner then sends exactly those still owed.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { migrationsFolder, openDatabase, type OpenDatabase } from '../platform/database.ts';
import { createEmailDelivery } from './delivery.ts';
import { emailOutbox } from '../db/schema/email.ts';

const before = '0013_email_outbox_job_runner';
let dir: string;
let scratch: ScratchDatabase;
let database: OpenDatabase | undefined;
let smtp: SmtpPeer;

/** The migrations folder as it was before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of await readdir(migrationsFolder))
    if (journal.entries.some((entry) => file === `${entry.tag}.sql`)) await copyFile(path.join(migrationsFolder, file), path.join(folder, file));
  return folder;
}

/** Runs `statements` on a database migrated up to before `tag`, as the old server left it. */
async function asTheOldServerLeftIt(statements: ReturnType<typeof sql>): Promise<void> {
  const folder = await migrationsBefore(before);
  const location = scratch.location;
  if (location.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 1 });
    try {
      const db = drizzleNodePostgres({ client: pool });
      await migrateNodePostgres(db, { migrationsFolder: folder });
      await db.execute(statements);
    } finally {
      await pool.end();
    }
    return;
  }
  const client = await PGlite.create(location.dataDir);
  try {
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: folder });
    await db.execute(statements);
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sereno-outbox-migration-'));
  scratch = await scratchDatabase(path.join(dir, 'db'));
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await database?.close();
  await scratch.drop();
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the email outbox migration to the job runner', () => {
  it('keeps every email: sent ones sent, given-up ones failed, the rest still owed and then sent once', async () => {
    const now = new Date('2026-03-02T09:00:00.000Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    await asTheOldServerLeftIt(sql`
      insert into email_outbox (id, "to", subject, text, html, kind, created_at, sent_at, attempts, last_error, next_attempt_at) values
        ('00000000-0000-4000-8000-000000000001', 'sent@example.com', 's', 't', 'h', 'test', ${at(-60)}, ${at(-59)}, 1, null, ${at(-60)}),
        ('00000000-0000-4000-8000-000000000002', 'gave-up@example.com', 's', 't', 'h', 'test', ${at(-60)}, null, 6, 'refused', ${at(-1)}),
        ('00000000-0000-4000-8000-000000000003', 'retrying@example.com', 's', 't', 'h', 'test', ${at(-60)}, null, 2, 'busy', ${at(-1)}),
        ('00000000-0000-4000-8000-000000000004', 'held@example.com', 's', 't', 'h', 'test', ${at(-60)}, null, 0, null, ${at(4)}),
        ('00000000-0000-4000-8000-000000000005', 'new@example.com', 's', 't', 'h', 'test', ${at(-1)}, null, 0, null, ${at(-1)})`);

    database = await openDatabase({ database: scratch.location });
    const rows = await database.db
      .select({ to: emailOutbox.to, status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.id));
    expect(rows).toEqual([
      { to: 'sent@example.com', status: 'sent', attempts: 1 },
      { to: 'gave-up@example.com', status: 'failed', attempts: 6 },
      { to: 'retrying@example.com', status: 'pending', attempts: 2 },
      { to: 'held@example.com', status: 'pending', attempts: 0 },
      { to: 'new@example.com', status: 'pending', attempts: 0 },
    ]);

    let clock = now;
    const delivery = createEmailDelivery({
      db: database.db,
      smtp: { url: smtp.url, from: 'no-reply@sereno.example.com' },
      clock: () => clock,
      log: Fastify({ logger: false }).log,
      pollIntervalMs: 0,
    });
    try {
      expect(await delivery.deliverPending()).toEqual({ sent: 2, failed: 0 });
      // The one the old worker held is due when its lease would have run out.
      clock = new Date(now.getTime() + 5 * 60_000);
      expect(await delivery.deliverPending()).toEqual({ sent: 1, failed: 0 });
    } finally {
      await delivery.close();
    }
    expect(smtp.received.map((email) => email.to[0]).sort()).toEqual(['held@example.com', 'new@example.com', 'retrying@example.com']);
    // A PGlite on disk migrated twice takes long on a busy machine.
  }, 180_000);
});
