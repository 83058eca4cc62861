import { useMemo, useState } from 'react';

/**
 * Which valid lines are ticked. Selection is "everything except what the shopper unticked", so
 * lines that arrive later (another tab, a reselected line) come in ticked.
 */
export function useCartSelection(ids: number[]) {
  const [unselected, setUnselected] = useState<Set<number>>(new Set());
  const selected = useMemo(() => new Set(ids.filter((id) => !unselected.has(id))), [ids, unselected]);
  const setSelected = (lineIds: number[], on: boolean) =>
    setUnselected((prev) => {
      const next = new Set(prev);
      for (const id of lineIds) {
        if (on) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  return { selected, allSelected: ids.length > 0 && selected.size === ids.length, setSelected };
}
