import { useEffect, useState } from 'react';

/** The current time in milliseconds, refreshed every second while `isTicking`. */
export function useNow(isTicking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) {
      return;
    }
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [isTicking]);
  return now;
}
