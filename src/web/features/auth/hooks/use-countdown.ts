import { useCallback, useEffect, useState } from "react";

/** A seconds countdown that restarts on each `start(n)` and stops at zero. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((current) => Math.max(0, current - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.round(from))), []);
  return { seconds, start };
}
