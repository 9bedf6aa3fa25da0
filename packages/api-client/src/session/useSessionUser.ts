import { useSyncExternalStore } from 'react';
import { getSessionUser, subscribeSessionUser } from './session-user.ts';

/** The stored current user, re-rendering when it changes (here or in another tab). */
export function useSessionUser() {
  return useSyncExternalStore(subscribeSessionUser, getSessionUser, () => null);
}
