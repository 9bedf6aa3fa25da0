import { useEffect, useState } from 'react';
import { localToday, msUntilNextMidnight } from './localDay.ts';

/**
 * Today in the viewer's calendar (`yyyy-MM-dd`), turning over at midnight: a page left open through
 * the night shows the new day's figures without a reload. A timer may sleep with the laptop, so the
 * day is read again too when the page comes back into view.
 */
export function useLocalToday(): string {
  const [today, setToday] = useState(localToday);
  useEffect(() => {
    // A little past midnight, so that the new day is the one read.
    const check = () => setToday(localToday());
    const timer = setTimeout(check, msUntilNextMidnight() + 1_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [today]);
  return today;
}
