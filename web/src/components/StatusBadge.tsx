import type { ReactNode } from 'react';
import s from './StatusBadge.module.css';

export type Tone = 'info' | 'success' | 'danger' | 'warn' | 'neutral';

const TONE: Record<Tone, string | undefined> = { info: s.info, success: s.success, danger: s.danger, warn: s.warn, neutral: undefined };

/** A small pill naming a state (an order's, a refund's, an application's); the tone says whether it is good news. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${s.badge} ${TONE[tone] ?? ''}`} data-tone={tone}>{children}</span>;
}
