import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import s from './Skeleton.module.css';

export interface SkeletonProps {
  /** `line` is one line of text at the parent's font size; `block` takes its size from className or style. */
  shape?: 'line' | 'block';
  className?: string;
  style?: CSSProperties;
}

/** One placeholder shape; never read out (the LoadingRegion around it says "Loading" once). */
export function Skeleton({ shape = 'block', className, style }: SkeletonProps) {
  const cls = [s.bone, shape === 'line' ? s.line : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={cls} style={style} aria-hidden="true">
      {shape === 'line' ? '\u00a0' : null}
    </span>
  );
}

export interface LoadingRegionProps {
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string;
  className?: string;
  /** The placeholder shapes: hidden from screen readers. */
  children: ReactNode;
}

/**
 * Placeholders in the shape of the content on its way, so nothing moves when it arrives, with one
 * polite "Loading" for screen readers instead of a list of empty shapes.
 */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  const { t } = useTranslation('common');
  return (
    <div className={className} aria-busy="true" data-loading-region="">
      <span role="status" className="visually-hidden">
        {label ?? t('common:action.loading')}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
