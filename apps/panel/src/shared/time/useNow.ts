import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs`: what ages on screen ("12 min") moves without a request. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
