import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
  /** id prefix; tab `k` gets id `${idPrefix}-tab-${k}` and controls `${idPrefix}-panel-${k}`. */
  idPrefix?: string;
}

/** A tab bar (ARIA tabs pattern: arrows, Home and End move and select). Panels are the caller's. */
export function Tabs({ items, active, onChange, label, className, idPrefix }: TabsProps) {
  const auto = useId();
  const prefix = idPrefix ?? `tabs${auto}`;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLDivElement>(null);
  const activeIndex = items.findIndex((x) => x.key === active);
  // In a long language a row of many tabs scrolls sideways rather than breaking its labels; the chosen tab,
  // say one opened from a link, is brought into the row's view without moving the page.
  useEffect(() => {
    const list = row.current;
    const tab = refs.current[activeIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const l = list.getBoundingClientRect();
    const b = tab.getBoundingClientRect();
    if (b.left < l.left) list.scrollLeft -= l.left - b.left;
    else if (b.right > l.right) list.scrollLeft += b.right - l.right;
  }, [activeIndex]);
  const move = (i: number) => {
    const n = items.length;
    const next = ((i % n) + n) % n;
    refs.current[next]?.focus();
    onChange(items[next]!.key);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const dir = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    if (e.key === 'ArrowRight') move(i + dir);
    else if (e.key === 'ArrowLeft') move(i - dir);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else return;
    e.preventDefault();
  };
  return (
    <div ref={row} role="tablist" aria-label={label} className={`${styles.tabs} ${className ?? ''}`}>
      {items.map((item, i) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${prefix}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            className={`${styles.tab} ${selected ? styles.active : ''}`}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel that goes with Tabs: same idPrefix, so tab and panel name each other. */
export function TabPanel({ idPrefix, active, children }: { idPrefix: string; active: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${active}`} aria-labelledby={`${idPrefix}-tab-${active}`} className="stack" tabIndex={-1}>
      {children}
    </div>
  );
}
