import { useEffect, useState } from 'react';

/** How often "5 minutes ago" is worked out again. */
const TICK_MS = 60_000;

/** The current time, renewed every minute, for times shown relative to it. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
