import { useSyncExternalStore } from 'react';

/**
 * A small preference kept in local storage (the side navigation's compact mode, the theme), read
 * through `useSyncExternalStore` so that every component — and every tab — sees the same value.
 */
export function storedPreference<T extends string>(key: string, isValue: (raw: string) => raw is T) {
  const listeners = new Set<() => void>();
  const read = (): T | null => {
    const raw = globalThis.localStorage?.getItem(key) ?? null;
    return raw !== null && isValue(raw) ? raw : null;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  };
  return {
    key,
    read,
    write(value: T) {
      globalThis.localStorage?.setItem(key, value);
      for (const listener of listeners) listener();
    },
    use: (): T | null => useSyncExternalStore(subscribe, read, () => null),
  };
}
