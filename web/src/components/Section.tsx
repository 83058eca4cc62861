import type { ReactNode } from 'react';
import s from './Section.module.css';

export interface SectionProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  title: ReactNode;
  /** Draws the section as a white panel on the page background. */
  panel?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled part of a page: its h2 above the content, the section named by that heading. */
export function Section({ id, title, panel = false, className, children }: SectionProps) {
  const classes = [panel ? s.panel : undefined, className].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={id} className={classes || undefined}>
      <h2 id={id} className={s.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
