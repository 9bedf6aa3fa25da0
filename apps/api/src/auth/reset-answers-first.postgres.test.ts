// OWASP ASVS 5.0 V6.3.8 (no valid-user enumeration, timing included): POST /api/reset-password
// answers before it looks for the account, so a known email takes no longer than an unknown one.
// Observed without timings: while another connection holds the outbox and the reset tokens
// locked, the answer still comes (the old code waited for the locks); the email follows once
// they are released.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, TestClock } from '../../test/app.ts';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { buildApp } from '../app.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { openDatabase, type OpenDatabase } from '../platform/database.ts';
import { insertUser } from '../users/service.ts';

let scratch: ScratchDatabase;
let database: OpenDatabase;
let app: FastifyInstance;
let locker: pg.Client;

beforeAll(async () => {
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('this file runs in the postgres project only');
  database = await openDatabase({ database: scratch.location });
  app = await buildApp({ config: testConfig(), db: database.db, clock: new TestClock().now });
  await app.ready();
  await insertUser(database.db, { username: 'rosa', email: 'rosa@example.com', name: 'Rosa', role: 'admin', password: 'Correct#Horse1' });
  locker = new pg.Client({ connectionString: scratch.location.url });
  await locker.connect();
});
afterAll(async () => {
  await locker.end();
  await app.close();
  await database.close();
  await scratch.drop();
});

/** The answer, or 'waited' when none came in a generous while. */
async function answerWithin(request: Promise<{ statusCode: number }>, ms: number): Promise<number | 'waited'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), ms)));
  const outcome = await Promise.race([request.then((response) => response.statusCode), waited]);
  clearTimeout(timer);
  return outcome;
}

describe('POST /api/reset-password answers first (ASVS V6.3.8)', () => {
  it('answers a known email while the email cannot be written yet, and writes it afterwards', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE email_outbox, password_reset_tokens IN EXCLUSIVE MODE');
    const request = app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: 'rosa@example.com' }, remoteAddress: '10.7.0.1' });
    try {
      expect(await answerWithin(request, 15_000)).toBe(202);
      expect(
        await answerWithin(
          app.inject({ method: 'POST', url: '/api/reset-password', payload: { email: 'nobody@example.com' }, remoteAddress: '10.7.0.2' }),
          15_000,
        ),
      ).toBe(202);
    } finally {
      await locker.query('ROLLBACK');
      await request;
    }
    await app.afterAnswer.settled();
    const emails = await database.db.select().from(emailOutbox);
    expect(emails.map((sent) => [sent.to, sent.kind])).toEqual([['rosa@example.com', 'reset-password']]);
  });
});
