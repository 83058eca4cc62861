import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt` (ms since epoch; 0 = never started). Derived from the clock rather
 * than decremented, so a throttled background tab still shows the right number.
 */
export function useCountdown(endsAt: number): number {
  const left = () => (endsAt > 0 ? Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)) : 0);
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    setRemaining(left());
    if (endsAt <= Date.now()) return;
    const id = window.setInterval(() => {
      const r = left();
      setRemaining(r);
      if (r === 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
    // `left` only reads endsAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt]);
  return remaining;
}
