import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { createEmailDelivery, emailRetryDelaysMs, maxEmailAttempts, type EmailDelivery } from './delivery.ts';
import { sendEmail, type OutgoingEmail } from './outbox.ts';
import { emailOutbox } from '../db/schema/email.ts';
import { resetPasswordEmail } from './templates.ts';
import { insertUser } from '../users/service.ts';

let server: TestServer;
let peer: SmtpPeer;
let delivery: EmailDelivery | undefined;
let app: FastifyInstance;
/** Session cookies by username: an administrator, a controller, a night agent, a customer. */
const cookies = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
  const people = [
    { username: 'jefa', role: 'admin' as const },
    { username: 'vera', role: 'controller' as const },
    { username: 'noche', role: 'fieldServiceAgents' as const },
    { username: 'cliente', role: 'customer' as const },
  ];
  for (const [index, { username, role }] of people.entries()) {
    await insertUser(server.db, { username, role, email: `${username}@example.com`, name: username, password: 'Correct#Horse1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'Correct#Horse1' },
      remoteAddress: `10.8.0.${index + 1}`,
    });
    cookies.set(username, cookiePair(login.headers['set-cookie']));
  }
});

/** GET /api/dev/outbox as one of the people above. */
const outboxAs = (username: string, url = '/api/dev/outbox', on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url, headers: { cookie: cookies.get(username) ?? '' } });
afterAll(() => server.close());

beforeEach(async () => {
  await server.db.delete(emailOutbox);
  peer = await startSmtpPeer();
});
afterEach(async () => {
  await delivery?.close();
  delivery = undefined;
  await peer.close();
});

const quietLog = () => app.log;

function deliverTo(url: string): EmailDelivery {
  delivery = createEmailDelivery({
    db: server.db,
    smtp: { url, from: 'Sereno <no-reply@sereno.example.com>' },
    clock: server.clock.now,
    log: quietLog(),
    pollIntervalMs: 0,
  });
  return delivery;
}

const email = (to: string, subject = 'Hello'): OutgoingEmail => ({
  to,
  subject,
  text: `Plain text for ${to}\n`,
  html: `<p>HTML for ${to}</p>\n`,
  kind: 'test',
});

async function row(to: string) {
  const [found] = await server.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  if (!found) throw new Error(`no outbox row for ${to}`);
  return found;
}

describe('the email outbox', () => {
  it('keeps an email that was written in a transaction that rolled back out of the outbox', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await sendEmail(tx, email('rolled.back@example.com'), server.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await server.db.select().from(emailOutbox)).toEqual([]);
  });

  it('delivers pending emails through SMTP, text and HTML, from SMTP_FROM, and marks them sent', async () => {
    await sendEmail(server.db, email('ana@example.com', 'First'), server.clock.now());
    await sendEmail(server.db, email('bea@example.com', 'Second'), server.clock.now());
    const counts = await deliverTo(peer.url).deliverPending();
    expect(counts).toEqual({ sent: 2, failed: 0 });
    expect(peer.received.map((message) => message.to)).toEqual([['ana@example.com'], ['bea@example.com']]);
    const [first] = peer.received;
    expect(first?.from).toBe('no-reply@sereno.example.com');
    expect(first?.raw).toContain('Subject: First');
    expect(first?.raw).toContain('From: Sereno <no-reply@sereno.example.com>');
    expect(first?.raw).toContain('Content-Type: text/plain');
    expect(first?.raw).toContain('Plain text for ana@example.com');
    expect(first?.raw).toContain('Content-Type: text/html');
    expect(first?.raw).toContain('<p>HTML for ana@example.com</p>');
    expect(await row('ana@example.com')).toMatchObject({ sentAt: server.clock.now(), attempts: 1, lastError: null });
    // Sent rows are not sent again.
    expect(await delivery?.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(peer.received).toHaveLength(2);
  });

  it('retries after a failing peer with a growing wait, then delivers', async () => {
    peer.refuseNext(2);
    await sendEmail(server.db, email('carla@example.com'), server.clock.now());
    const worker = deliverTo(peer.url);

    expect(await worker.deliverPending()).toEqual({ sent: 0, failed: 1 });
    const afterFirst = await row('carla@example.com');
    expect(afterFirst).toMatchObject({ sentAt: null, attempts: 1 });
    expect(afterFirst.lastError).toContain('Mailbox busy');
    expect(afterFirst.nextAttemptAt).toEqual(new Date(server.clock.now().getTime() + emailRetryDelaysMs[0]));

    // Not due yet: nothing is tried.
    server.clock.advance(emailRetryDelaysMs[0] - 1000);
    expect(await worker.deliverPending()).toEqual({ sent: 0, failed: 0 });

    server.clock.advance(1000);
    expect(await worker.deliverPending()).toEqual({ sent: 0, failed: 1 });
    const afterSecond = await row('carla@example.com');
    expect(afterSecond.attempts).toBe(2);
    expect(afterSecond.nextAttemptAt).toEqual(new Date(server.clock.now().getTime() + emailRetryDelaysMs[1]));

    server.clock.advance(emailRetryDelaysMs[1]);
    expect(await worker.deliverPending()).toEqual({ sent: 1, failed: 0 });
    expect(await row('carla@example.com')).toMatchObject({ sentAt: server.clock.now(), attempts: 3, lastError: null });
    expect(peer.received.map((message) => message.to)).toEqual([['carla@example.com']]);
  });

  it(`gives up after ${maxEmailAttempts} attempts and keeps the row with its last error`, async () => {
    await peer.close();
    // Nothing listens on the peer's port any more: every attempt fails to connect.
    await sendEmail(server.db, email('dario@example.com'), server.clock.now());
    const worker = deliverTo(peer.url);
    for (let attempt = 1; attempt <= maxEmailAttempts; attempt += 1) {
      expect(await worker.deliverPending()).toEqual({ sent: 0, failed: 1 });
      server.clock.advance(24 * 3_600_000);
    }
    expect(await worker.deliverPending()).toEqual({ sent: 0, failed: 0 });
    const last = await row('dario@example.com');
    expect(last).toMatchObject({ sentAt: null, attempts: maxEmailAttempts });
    expect(last.lastError).toMatch(/ECONNREFUSED|connect/i);
    peer = await startSmtpPeer();
  });

  it('without SMTP_URL leaves emails in the outbox', async () => {
    const plain = await server.app({ SERENO_DEMO: 'true' });
    await sendEmail(server.db, email('eva@example.com'), server.clock.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await row('eva@example.com')).toMatchObject({ sentAt: null, attempts: 0 });
    expect((await outboxAs('jefa', '/api/dev/outbox', plain)).json().emails).toHaveLength(1);
  });

  it('with SMTP_URL, the app delivers what the outbox holds on its own', async () => {
    await sendEmail(server.db, email('fran@example.com'), server.clock.now());
    const withSmtp = await server.app({ SMTP_URL: peer.url, SMTP_FROM: 'no-reply@sereno.example.com' });
    // The worker looks at the outbox when woken and on a timer; the test does not wait for the timer.
    withSmtp.emailDelivery?.wake();
    await peer.waitFor(1);
    expect(peer.received[0]?.to).toEqual(['fran@example.com']);
  });
});

describe('GET /api/dev/outbox', () => {
  it('in demo mode lists the emails newest first, with the list conventions', async () => {
    await sendEmail(server.db, email('old@example.com', 'Old'), server.clock.now());
    server.clock.advance(1000);
    await sendEmail(server.db, email('new@example.com', 'New'), server.clock.now());
    const response = await outboxAs('jefa', '/api/dev/outbox?limit=5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    expect(page.totalEmails).toBe(2);
    expect(page.totalPages).toBe(1);
    expect(page.emails.map((sent: { to: string }) => sent.to)).toEqual(['new@example.com', 'old@example.com']);
    expect(page.emails[0]).toEqual({
      _id: expect.any(String),
      to: 'new@example.com',
      subject: 'New',
      text: 'Plain text for new@example.com\n',
      html: '<p>HTML for new@example.com</p>\n',
      redacted: false,
      kind: 'test',
      createdAt: server.clock.now().toISOString(),
      sentAt: null,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    const second = (await outboxAs('jefa', '/api/dev/outbox?limit=1&offset=1')).json();
    expect(second.emails.map((sent: { to: string }) => sent.to)).toEqual(['old@example.com']);
    expect(second.totalPages).toBe(2);
  });

  it('refuses a limit over 25 with 400', async () => {
    const response = await outboxAs('jefa', '/api/dev/outbox?limit=26');
    expect(response.statusCode).toBe(400);
  });

  // OWASP ASVS 5.0 V8.2.1: only the staff reach the outbox; V8.2.2: a reset link is its recipient's alone.
  it('answers only the staff: 401 without a session, 403 to a customer (ASVS V8.2.1)', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { 'accept-language': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, message: 'Log in to continue', timestamp: expect.any(String) });
    expect((await outboxAs('cliente')).statusCode).toBe(403);
    for (const staff of ['jefa', 'vera', 'noche']) expect((await outboxAs(staff)).statusCode).toBe(200);
  });

  it("shows a reset link's token only to the person it was sent to, redacted to everyone else (ASVS V8.2.2)", async () => {
    for (const email of ['vera@example.com', 'jefa@example.com']) {
      const asked = await app.inject({ method: 'POST', url: '/api/reset-password', payload: { email }, remoteAddress: '10.8.1.1' });
      expect(asked.statusCode).toBe(202);
    }
    // The emails are written after the answers.
    await app.afterAnswer.settled();
    type Sent = { to: string; text: string; html: string; redacted: boolean; kind: string };
    const resetEmails = async (username: string): Promise<Sent[]> =>
      ((await outboxAs(username)).json() as { emails: Sent[] }).emails.filter((sent) => sent.kind === 'reset-password');
    const tokenOf = (sent: Sent | undefined) => /token=([^&\s]+)/.exec(sent?.text ?? '')?.[1];

    const seenByVera = await resetEmails('vera');
    const ownToken = tokenOf(seenByVera.find((sent) => sent.to === 'vera@example.com'));
    expect(ownToken).toMatch(/^[\w-]{43}$/);
    expect(seenByVera.find((sent) => sent.to === 'vera@example.com')?.redacted).toBe(false);
    // The link works: it names its account.
    expect((await app.inject({ method: 'GET', url: `/api/users/token/${ownToken}` })).statusCode).toBe(200);
    const adminsAsSeenByVera = seenByVera.find((sent) => sent.to === 'jefa@example.com');
    expect(adminsAsSeenByVera).toMatchObject({ redacted: true });
    expect(tokenOf(adminsAsSeenByVera)).toBe('********');
    expect(adminsAsSeenByVera?.html).toContain('token=********');

    const seenByAdmin = await resetEmails('jefa');
    const adminToken = tokenOf(seenByAdmin.find((sent) => sent.to === 'jefa@example.com'));
    expect(adminToken).toMatch(/^[\w-]{43}$/);
    // Nothing of the administrator's token reaches the controller, in the text or the HTML.
    expect(JSON.stringify(seenByVera)).not.toContain(adminToken);
    expect(JSON.stringify(await resetEmails('noche'))).not.toContain(ownToken);
  });

  it('is the delivery log outside demo mode, with the channels that can leave', async () => {
    await sendEmail(server.db, email('gil@example.com'), server.clock.now());
    const noDemo = await server.app({ SERENO_DEMO: 'false' });
    const response = await outboxAs('jefa', '/api/dev/outbox', noDemo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ demo: false, providers: { email: false, sms: false, call: false, push: false } });
    expect(response.json().emails.map((sent: { to: string }) => sent.to)).toContain('gil@example.com');
    expect((await outboxAs('noche', '/api/dev/outbox', noDemo)).statusCode).toBe(200);
    expect((await outboxAs('cliente', '/api/dev/outbox', noDemo)).statusCode).toBe(403);
    expect((await outboxAs('jefa')).json()).toMatchObject({ demo: true });
  });
});

describe('the reset-password email', () => {
  it('is in Spanish or English, with the link in the text and as an HTML anchor, escaping the name', () => {
    const link = 'http://localhost:8080/new-password?token=abc&email=ana%40example.com';
    const spanish = resetPasswordEmail({ language: 'es', to: 'ana@example.com', name: 'Ana <López>', link });
    expect(spanish).toMatchObject({ to: 'ana@example.com', kind: 'reset-password', subject: 'Cambia tu contraseña de Sereno' });
    expect(spanish.text).toContain('Hola, Ana <López>:');
    expect(spanish.text).toContain(`\n\n${link}\n\n`);
    expect(spanish.html).toContain('<p>Hola, Ana &lt;López&gt;:</p>');
    expect(spanish.html).toContain('<a href="http://localhost:8080/new-password?token=abc&amp;email=ana%40example.com">Elegir una contraseña nueva</a>');
    const english = resetPasswordEmail({ language: 'en', to: 'ana@example.com', name: 'Ana', link });
    expect(english.subject).toBe('Change your Sereno password');
    expect(english.text).toContain('it expires in one hour');
  });
});
