import { CloudOff, Wifi } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ConnectionBanner.css.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network: false offline (airplane mode, a tunnel, DevTools' offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How long "Conexión recuperada" stays before the strip goes. */
const backOnlineMs = 3000;

/**
 * "Sin conexión" while the browser is offline (docs/pwa.md): the panel still opens from the service
 * worker's copy of its shell, and this says that what it shows may be old. Back online it says so for
 * a moment; the queries refetch by themselves (TanStack Query's online manager).
 */
export function ConnectionBanner() {
  const online = useOnline();
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  const [wasOffline, setWasOffline] = useState(!online);
  // Offline now: remembered during the render, so that coming back can be said.
  if (!online && !wasOffline) setWasOffline(true);
  useEffect(() => {
    if (!online || !wasOffline) return;
    const timer = setTimeout(() => setWasOffline(false), backOnlineMs);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);
  if (!ready || (online && !wasOffline)) return null;
  if (online) {
    return (
      <div role="status" className={`${styles.banner} ${styles.online}`}>
        <Wifi className={styles.icon} aria-hidden />
        <span className={styles.title}>{t('pwa.online')}</span>
      </div>
    );
  }
  return (
    <div role="status" className={styles.banner} data-testid="offline-banner">
      <CloudOff className={styles.icon} aria-hidden />
      <span>
        <span className={styles.title}>{t('pwa.offline.title')}</span>
        {t('pwa.offline.text')}
      </span>
    </div>
  );
}
