// The real server with the local peers that stand for the outside services a notification goes
// through (test/smtp-peer.ts, test/twilio-peer.ts, test/push-peer.ts), set up as the notification tests
// want them: the server's clock at 02:00 in Madrid, its public address, and what each peer needs in its
// configuration. Also the smoke reading that raises an alarm, and the wait for what comes of it.
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { alarms } from '../src/db/schema/alarms.ts';
import { devices } from '../src/db/schema/devices.ts';
import { issueDeviceToken } from '../src/devices/tokens.ts';
import { startTestServer, type TestServer } from './app.ts';
import { startPushPeer, type PushPeer } from './push-peer.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer.ts';
import { startTwilioPeer, type TwilioPeer } from './twilio-peer.ts';

/** The panel's address in the links of the messages, unless the server listens (`listen`). */
export const peersPublicUrl = 'https://panel.sereno.test';

export interface NotificationPeersOptions {
  /** A local SMTP server, for email. */
  smtp?: boolean;
  /** A local Twilio-compatible peer, for SMS and calls, on the server's clock. */
  twilio?: boolean;
  /** A local push service (the VAPID keys go in `env`). */
  push?: boolean;
  /** Listen on a free port and be its own public address, for peers that call back (Twilio's reports). */
  listen?: boolean;
  /** No SERENO_PUBLIC_URL at all (the server's default address), for messages whose links are paths. */
  noPublicUrl?: boolean;
  /** More of the server's configuration. */
  env?: Record<string, string>;
}

export interface NotificationPeers {
  server: TestServer;
  app: FastifyInstance;
  /** SERENO_PUBLIC_URL: where the messages' links point (`peersPublicUrl`, or the port listened on). */
  publicUrl: string;
  /** The peers asked for; reading one that was not throws. */
  readonly smtp: SmtpPeer;
  readonly twilio: TwilioPeer;
  readonly push: PushPeer;
  close(): Promise<void>;
}

/** A free port, so that SERENO_PUBLIC_URL can name the server before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function asked<T>(peer: T | undefined, name: string): T {
  if (!peer) throw new Error(`no ${name} peer: start the notification peers with ${name}: true`);
  return peer;
}

export async function startNotificationPeers(options: NotificationPeersOptions = {}): Promise<NotificationPeers> {
  const server = await startTestServer();
  const smtp = options.smtp ? await startSmtpPeer() : undefined;
  const twilio = options.twilio ? await startTwilioPeer({ clock: server.clock.now }) : undefined;
  const push = options.push ? await startPushPeer() : undefined;
  // 02:00 in Madrid.
  server.clock.current = new Date('2026-03-02T01:00:00.000Z');
  const port = options.listen ? await freePort() : undefined;
  const publicUrl = port === undefined ? peersPublicUrl : `http://127.0.0.1:${port}`;
  const app = await server.app({
    ...(options.noPublicUrl ? {} : { SERENO_PUBLIC_URL: publicUrl }),
    ...(smtp ? { SMTP_URL: smtp.url, SMTP_FROM: 'Sereno <alarms@sereno.test>' } : {}),
    ...(twilio
      ? { TWILIO_BASE_URL: twilio.baseUrl, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: '+34910000000' }
      : {}),
    ...options.env,
  });
  if (port !== undefined) await app.listen({ port, host: '127.0.0.1' });
  return {
    server,
    app,
    publicUrl,
    get smtp() {
      return asked(smtp, 'smtp');
    },
    get twilio() {
      return asked(twilio, 'twilio');
    },
    get push() {
      return asked(push, 'push');
    },
    async close() {
      await server.close();
      await Promise.all([smtp?.close(), twilio?.close(), push?.close()]);
    },
  };
}

/** Waits for what `what` finds (a message a peer received, a row), polling every 50 ms. */
export async function until<T>(what: () => T | undefined | Promise<T | undefined>, label: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await what();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Gives the room's monitor a device owned by `ownerId` and sends its smoke reading (90 %) now; waits
 * for the alarm it raises and answers its id.
 */
export async function raiseSmokeAlarm(
  { server, app }: Pick<NotificationPeers, 'server' | 'app'>,
  { roomId, ownerId, monitorId }: { roomId: string; ownerId: string; monitorId: string },
): Promise<string> {
  const { token, tokenHash } = issueDeviceToken();
  await server.db.insert(devices).values({ monitorId, tokenHash, ownerId });
  const response = await app.inject({
    method: 'POST',
    url: `/api/devices/${monitorId}/readings`,
    headers: { authorization: `Bearer ${token}` },
    payload: [{ seq: 1, ts: server.clock.now().toISOString(), smokingProbability: 90 }],
  });
  expect(response.statusCode, response.body).toBe(202);
  return until(async () => (await server.db.select({ id: alarms.id }).from(alarms).where(eq(alarms.roomId, roomId)))[0]?.id, 'the alarm');
}
