import type { ReactNode } from 'react';
import { Tabs, type TabsProps } from '@/components/Tabs';
import a from '../admin.module.css';

interface CountTab {
  key: string;
  label: string;
  /** The tab's count ('·' until the counts arrive); a tab without one (null) shows its name alone. */
  count: ReactNode;
}

/** The state tabs over a platform list, each with how many rows it holds beside its name. */
export function CountTabs({ items, ...tabs }: Omit<TabsProps, 'items' | 'className'> & { items: CountTab[] }) {
  return (
    <Tabs
      {...tabs}
      className={a.tabs}
      items={items.map((x) => ({
        key: x.key,
        label: (
          <>
            {x.label}
            {x.count !== null && x.count !== undefined && <span className={a.count}>{x.count}</span>}
          </>
        ),
      }))}
    />
  );
}
