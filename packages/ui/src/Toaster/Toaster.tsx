import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUiStrings } from '../i18n/strings';
import { NOTIFICATION_AUTO_HIDE_MS, Notification, type NotificationTone } from '../Notification/Notification';
import { usePageOverlayContainer } from '../private/themeContext';
import * as styles from './Toaster.css';

export interface ToastOptions {
  /** `success` and `info` are announced politely, `error` and `warning` at once. */
  tone: NotificationTone;
  title?: ReactNode;
  message: ReactNode;
  /** Time on screen, paused while hovered or focused; `null` keeps it until closed. @default NOTIFICATION_AUTO_HIDE_MS (5 s) */
  autoHideMs?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast before its time. */
  dismiss: (id: string) => void;
}

export interface ToasterProps {
  /** The app (or the part of it) that may show toasts. @see useToast */
  children: ReactNode;
  /** The most toasts on screen at once; older ones leave first. @default 5 */
  limit?: number;
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | undefined>(undefined);

/** `toast({ tone, title, message })` from anywhere inside a `Toaster`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <Toaster> around the app.');
  return api;
}

/**
 * Shows `Notification`s raised with `useToast()`, stacked at the bottom of the screen: each hides after
 * 5 s (paused while hovered or focused), can be closed, and is announced to screen readers.
 * Put it once inside `ThemeRoot`, around the app.
 */
export function Toaster({ children, limit = 5 }: ToasterProps) {
  const strings = useUiStrings();
  const portal = usePageOverlayContainer();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const toast = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((shown) => [...shown, { ...options, id }].slice(-limit));
      return id;
    },
    [limit],
  );
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  const stack = (
    <section aria-label={strings.notifications} className={styles.region}>
      {toasts.map(({ id, tone, title, message, autoHideMs = NOTIFICATION_AUTO_HIDE_MS }) => (
        <div key={id} className={styles.toast}>
          <Notification tone={tone} title={title} autoHideMs={autoHideMs} onClose={() => dismiss(id)}>
            {message}
          </Notification>
        </div>
      ))}
    </section>
  );

  return (
    <ToastContext value={api}>
      {children}
      {portal === null ? null : createPortal(stack, portal ?? document.body)}
    </ToastContext>
  );
}
