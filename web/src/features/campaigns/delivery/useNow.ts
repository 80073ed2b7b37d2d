import { useEffect, useState } from 'react';

/** How often the countdown is worked out again: it counts days, a minute is close enough. */
const TICK_MS = 60_000;

/** The current time, renewed every minute, for a deadline shown relative to it. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
