import { useCallback, useState } from 'react';

/** Lines with a quantity write still pending; checkout waits for them so it orders what the shopper sees. */
export function useBusyLines() {
  const [busyLines, setBusyLines] = useState<Set<number>>(new Set());
  const onBusyChange = useCallback(
    (id: number, busy: boolean) =>
      setBusyLines((prev) => {
        if (prev.has(id) === busy) return prev;
        const next = new Set(prev);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { anyBusy: busyLines.size > 0, onBusyChange };
}
