import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onHide` once `delayMs` have passed while not paused. Pausing keeps the time already spent:
 * a person who hovers a notification after 3 s has 2 s left when the pointer leaves.
 * `null` never hides.
 */
export function useAutoHide(delayMs: number | null, isPaused: boolean, onHide: () => void): void {
  const remainingMs = useRef(delayMs);
  const hide = useEffectEvent(onHide);

  useEffect(() => {
    remainingMs.current = delayMs;
  }, [delayMs]);

  useEffect(() => {
    if (isPaused || remainingMs.current === null) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(hide, Math.max(0, remainingMs.current));
    return () => {
      window.clearTimeout(timer);
      if (remainingMs.current !== null) remainingMs.current -= Date.now() - startedAt;
    };
  }, [delayMs, isPaused]);
}
