import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testConfig, type TestServer } from '../../test/app.ts';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.ts';
import { ConfigError } from '../platform/config.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { createOwnedRoom } from './test-fixtures.ts';

let server: TestServer;
let twilio: TwilioPeer;
beforeAll(async () => {
  server = await startTestServer();
  twilio = await startTwilioPeer({ clock: server.clock.now });
});
afterAll(async () => {
  await server.close();
  await twilio.close();
});

describe('the server’s notification worker', () => {
  it('delivers an alarm’s SMS and call by itself with TWILIO_* set, and stops with the server', async () => {
    const app = await server.app({
      TWILIO_BASE_URL: twilio.baseUrl,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+34910000000',
    });
    // 02:00 in Madrid, inside the alarm window.
    server.clock.current = new Date('2026-03-02T01:00:00.000Z');
    const { roomId } = await createOwnedRoom(server.db, {
      customer: { smsActivated: true },
      room: { phone: '+34600700800', phoneSMS: '+34600700900', sendNoiseSMSNotification: true },
    });
    const alarm = { id: randomUUID(), roomId, type: 'sound' as const, level: 'medium' as const, createdAt: server.clock.now() };
    await server.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: server.clock.now() }));
    // No one calls the worker: its own timer (5 s) finds the jobs.
    const deadline = Date.now() + 15_000;
    while (twilio.accepted.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(twilio.accepted.map((record) => `${record.kind} ${record.to}`).sort()).toEqual(['call +34600700800', 'sms +34600700900']);
    await app.close();
  });
});

describe('TWILIO_* configuration', () => {
  it('is off by default, and complete with the account, its token and the sender, on api.twilio.com unless told', () => {
    expect(testConfig().twilio).toBeNull();
    expect(
      testConfig({ TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_AUTH_TOKEN: 'token-0123456789', TWILIO_FROM: '+34910000000' }).twilio,
    ).toEqual({
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'token-0123456789',
      from: '+34910000000',
    });
  });

  it('refuses a partial or bad configuration, naming the variable and never repeating the token', () => {
    expect(() => testConfig({ TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef' })).toThrow(
      new ConfigError(
        'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together (SMS and calls need the account, its token and the sending number)',
      ),
    );
    expect(() => testConfig({ TWILIO_FROM: '+0600700800' })).toThrow(/TWILIO_FROM must be the sending number in E\.164/);
    expect(() => testConfig({ TWILIO_BASE_URL: 'ftp://api.example.com' })).toThrow(/TWILIO_BASE_URL must be an http/);
    let message = '';
    try {
      testConfig({ TWILIO_AUTH_TOKEN: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration: TWILIO_AUTH_TOKEN must be the account auth token');
  });
});
