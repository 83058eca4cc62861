import type { ReactNode } from 'react';
import s from './console.module.css';

interface SectionProps {
  /** The heading's id: the section is named by its heading for assistive technology. */
  id: string;
  title: ReactNode;
  /** An address in the page to link to (e.g. `#refunds`). */
  anchor?: string;
  children: ReactNode;
}

/** One titled card of a detail or form screen, the way every console screen groups what belongs together. */
export function Section({ id, title, anchor, children }: SectionProps) {
  return (
    <section className={s.card} aria-labelledby={id} id={anchor}>
      <h2 id={id} className={s.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
