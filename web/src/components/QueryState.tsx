import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';
import { Spinner } from './Spinner';
import s from './QueryState.module.css';

/** The part of a TanStack query result QueryState reads; several queries can be folded into one. */
export interface QueryLike {
  isPending: boolean;
  error: unknown;
  refetch?: () => unknown;
  /** TanStack's `fetchStatus`: 'paused' means the query waits for a network the browser does not have. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

export interface QueryStateProps {
  query: QueryLike;
  /** The answer holds nothing to show. */
  empty?: boolean;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  /** Placeholders in the content's shape while it loads (skeleton cards, lines); a spinner without. */
  skeleton?: ReactNode;
  children: ReactNode;
}

/**
 * Loading (the skeleton, else a spinner), failure ("Could not load" with a retry), empty, or the
 * content, for a section fed by a query. A first load held back because the browser is offline reads
 * as a failure too, rather than a skeleton that never ends; the query resumes by itself once the
 * network is back, and the retry asks again at once.
 */
export function QueryState({ query, empty, emptyTitle, emptyAction, skeleton, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'paused') return <LoadFailed offline onRetry={query.refetch} />;
  if (query.isPending) {
    if (skeleton) return <>{skeleton}</>;
    return (
      <div className={s.center}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (query.error) return <LoadFailed error={query.error} onRetry={query.refetch} />;
  if (empty) return <EmptyState title={emptyTitle ?? t('common:empty.title')} action={emptyAction} />;
  return <>{children}</>;
}
