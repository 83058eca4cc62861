import type { ReactNode } from 'react';
import s from './Grid.module.css';

export type GridColumns = 2 | 3 | 4;
export type GridGap = 3 | 4 | 5;

export interface GridProps {
  /** `ul` or `ol` for a list of cards; `div` for blocks side by side. */
  as?: 'div' | 'ul' | 'ol';
  columns: GridColumns;
  /** The space between cells, as a spacing token step (`--space-N`). */
  gap?: GridGap;
  className?: string;
  children: ReactNode;
}

const columnClass: Record<GridColumns, string | undefined> = { 2: s.cols2, 3: s.cols3, 4: s.cols4 };
const gapClass: Record<GridGap, string | undefined> = { 3: s.gap3, 4: s.gap4, 5: s.gap5 };

/** Cards or blocks in equal columns (the shop street, coupon lists, panels side by side). */
export function Grid({ as: Tag = 'div', columns, gap = 4, className, children }: GridProps) {
  const classes = [s.grid, Tag === 'div' ? undefined : s.list, columnClass[columns], gapClass[gap], className];
  return <Tag className={classes.filter(Boolean).join(' ')}>{children}</Tag>;
}
