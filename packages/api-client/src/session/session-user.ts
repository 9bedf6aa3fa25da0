// The current user's payload is kept in local storage (spec §3 "Current user"): the panel shows its
// private area when a user name is there. The session itself is an HttpOnly cookie the page cannot
// read; this payload only remembers who the cookie belongs to, and is dropped on any 401.
import type { paths } from '../generated/schema.ts';

export type CurrentUser = paths['/api/me']['get']['responses'][200]['content']['application/json'];

export const sessionUserStorageKey = 'sereno.auth';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;

export function getSessionUser(): CurrentUser | null {
  const raw = storage()?.getItem(sessionUserStorageKey) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    cachedUser = raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function setSessionUser(user: CurrentUser | null): void {
  if (user) storage()?.setItem(sessionUserStorageKey, JSON.stringify(user));
  else storage()?.removeItem(sessionUserStorageKey);
  for (const listener of listeners) listener();
}

export function subscribeSessionUser(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionUserStorageKey) listener();
  };
  // Another tab logging out (or in) changes this tab too.
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
