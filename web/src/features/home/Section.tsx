import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './Home.module.css';

export function Section({ id, title, subtitle, more, children }: { id: string; title: string; subtitle?: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`home-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={`home-${id}`} className={styles.sectionTitle}>
          {title}
        </h2>
        {subtitle && <p className={styles.sectionSub}>{subtitle}</p>}
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label} <span aria-hidden="true">›</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
