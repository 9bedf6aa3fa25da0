// What the tests do to the real server besides using the panel: log in, read the demo outbox, and play
// a device that reports into a room of its own. Everything goes through @sereno/api-client.
import { apiClient, getDevOutbox, getSessionUser, login, setSessionUser, type CurrentUser } from '@sereno/api-client';
import { languageStorageKey } from '@sereno/validation';
import { expect } from 'vitest';

export const demoPassword = 'Sereno#2026';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** A fresh start: nothing stored but the language (the test browser speaks English; these read Spanish). */
export function resetBrowser(language: 'es' | 'en' = 'es') {
  localStorage.clear();
  localStorage.setItem(languageStorageKey, language);
}

/** Logs in as a demo account and stores the user, as the login page does. */
export async function logInAs(username: string): Promise<CurrentUser> {
  const user = await login({ username, password: demoPassword });
  setSessionUser(user);
  return user;
}

/** The reset link the demo server "sent" to `email`, read from its outbox as a person trying it locally would. */
export async function resetLinkFor(email: string): Promise<URL> {
  const outbox = await getDevOutbox({ limit: 25 });
  const link = outbox.emails.find((sent) => sent.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `no reset link for ${email}`).toBeDefined();
  return new URL(link ?? '');
}

export interface TestDevice {
  monitorId: string;
  roomId: string;
  /** Sends one reading as the device does (its bearer token, protocol v1). */
  report: () => Promise<void>;
}

/** A device in a room of its own, not reporting yet (so the room is disconnected). Needs an admin session. */
export async function roomWithDevice(): Promise<TestDevice> {
  const monitorId = `TST-${unique().toUpperCase()}`;
  const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
  expect(device.response.status).toBe(201);
  const token = device.data?.token ?? '';
  const room = await apiClient().POST('/api/rooms', { body: { name: `Sala ${monitorId}`, monitorId } });
  expect(room.response.status).toBe(201);
  let seq = 0;
  return {
    monitorId,
    roomId: room.data?.data.roomId ?? '',
    report: async () => {
      seq += 1;
      const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
        params: { path: { monitorId } },
        headers: { Authorization: `Bearer ${token}` },
        body: [{ seq, ts: new Date().toISOString(), noise: 42 }],
      });
      expect(answer.response.status).toBe(202);
    },
  };
}

/**
 * A room of the logged-in user that takes none of its customer's licences: it gets a device of its own,
 * registered by an administrator, and the session is the user's again afterwards. Every panel test file
 * shares one server, and the demo customer's contract has only 8 free places, which the wizard's tests
 * need; a test that only wants a room of the customer's uses this rather than `createRoom`.
 */
export async function licenceFreeRoom(name: string, body: { address?: string } = {}): Promise<string> {
  const owner = getSessionUser();
  if (!owner) throw new Error('licenceFreeRoom: log in as the room owner first');
  await logInAs('admin');
  try {
    const monitorId = `TST-${unique().toUpperCase()}`;
    const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
    expect(device.response.status).toBe(201);
    const room = await apiClient().POST('/api/rooms', { body: { name, monitorId, ownerId: owner._id, ...body } });
    expect(room.response.status, JSON.stringify(room.error)).toBe(201);
    return room.data?.data.roomId ?? '';
  } finally {
    await logInAs(owner.username);
  }
}
