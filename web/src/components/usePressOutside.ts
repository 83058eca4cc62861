import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `on`, a press anywhere outside the `inside` elements calls `away`: how a popup (a picker, the
 * suggestion list, the floating panel) closes when the shopper clicks elsewhere on the page. The press,
 * not the click, so the popup is gone before whatever was pressed reacts.
 */
export function usePressOutside(inside: readonly RefObject<Element | null>[], away: () => void, on: boolean): void {
  const latest = useRef({ inside, away });
  useEffect(() => {
    latest.current = { inside, away };
  });
  useEffect(() => {
    if (!on) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!latest.current.inside.some((r) => r.current?.contains(target))) latest.current.away();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [on]);
}
