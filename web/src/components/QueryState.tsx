import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';
import s from './QueryState.module.css';

/** The part of a TanStack query result QueryState reads; several queries can be folded into one. */
export interface QueryLike {
  isPending: boolean;
  error: unknown;
  refetch?: () => unknown;
}

export interface QueryStateProps {
  query: QueryLike;
  /** The answer holds nothing to show. */
  empty?: boolean;
  emptyTitle?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** Loading, failure (with a retry), empty, or the content, for a section fed by a query. */
export function QueryState({ query, empty, emptyTitle, emptyAction, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={s.center}>
        <Spinner size="lg" />
      </div>
    );
  }
  if (query.error) {
    const retry = query.refetch;
    return (
      <div className={s.failed} role="alert">
        <p>{errorMessage(query.error, t)}</p>
        {retry && (
          <Button variant="secondary" size="sm" onClick={() => void retry()}>
            {t('common:action.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (empty) return <EmptyState title={emptyTitle ?? t('common:empty.title')} action={emptyAction} />;
  return <>{children}</>;
}
