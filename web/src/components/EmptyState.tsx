import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, children, action, className }: EmptyStateProps) {
  return (
    <div className={`${styles.empty} ${className ?? ''}`}>
      <svg className={styles.art} viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
        <rect x="18" y="26" width="84" height="58" rx="8" fill="var(--color-surface-sunken)" />
        <path d="M18 40h84" stroke="var(--color-border-strong)" strokeWidth="2" />
        <path d="M38 26l8-14h28l8 14" fill="none" stroke="var(--color-border-strong)" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="60" cy="60" r="10" fill="none" stroke="var(--color-primary)" strokeWidth="2" opacity="0.6" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
