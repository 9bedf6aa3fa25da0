// What the tests do to the real server besides using the panel: log in, read the demo outbox, and play
// a device that reports into a room of its own. Everything goes through @sereno/api-client.
import { apiClient, getDevOutbox, getSessionUser, login, logout, setSessionUser, type CurrentUser } from '@sereno/api-client';
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

export interface TestAccount {
  username: string;
  email: string;
}

/** A new controller with the demo password, created by the demo's administrator: staff may read the demo outbox. */
export async function newStaffAccount(name: string): Promise<TestAccount> {
  await login({ username: 'admin', password: demoPassword });
  const tag = unique();
  const account = { username: `staff${tag}`, email: `staff.${tag}@example.com` };
  const created = await apiClient().POST('/api/users', { body: { ...account, name, password: demoPassword, role: 'controller' } });
  expect(created.response.status).toBe(201);
  await logout();
  return account;
}

/**
 * The reset link the demo server "sent" to the account, read from its outbox by the person it was
 * sent to, logged in elsewhere with the old password (nobody else sees its token). Logs out after.
 */
export async function resetLinkFor(account: TestAccount): Promise<URL> {
  await login({ username: account.username, password: demoPassword });
  let link: string | undefined;
  // The email is written just after the answer to the request: look again for a while.
  const deadline = Date.now() + 10_000;
  while (!link && Date.now() < deadline) {
    const outbox = await getDevOutbox({ limit: 25 });
    link = outbox.emails.find((sent) => sent.to === account.email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await logout();
  expect(link, `no reset link for ${account.email}`).toBeDefined();
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
