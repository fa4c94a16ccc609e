import { useEffect, useState } from 'react';

interface Deadline {
  until: number;
  now: number;
}

/** Seconds left before a deadline set with `start(seconds)`, ticking every second; 0 when over. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<Deadline | null>(null);
  const until = deadline?.until ?? null;

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setDeadline(now >= until ? null : { until, now });
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return {
    secondsLeft: deadline ? Math.max(0, Math.ceil((deadline.until - deadline.now) / 1000)) : 0,
    start(seconds: number) {
      const now = Date.now();
      setDeadline(seconds > 0 ? { until: now + seconds * 1000, now } : null);
    },
  };
}
