import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and blocks further clicks while an action runs. */
  loading?: boolean;
  block?: boolean;
}

export function Button({ variant = 'primary', size = 'md', loading = false, block = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
