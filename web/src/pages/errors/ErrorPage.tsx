import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { RouteError, errorStatus } from '@/api/errors';
import { i18n, localePath } from '../../i18n';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: number;
  /** The error's own message; shown under the variant's heading. */
  message?: string;
}

/** The variant texts of docs/storefront-spec.md §2: 404, 500, 401 and anything else. */
function variant(status: number): { heading: string; detail?: string } {
  if (status === 404) return { heading: 'errors:page.404', detail: 'errors:page.notFound' };
  if (status === 500) return { heading: 'errors:page.500' };
  if (status === 401) return { heading: 'errors:page.401' };
  return { heading: 'errors:page.other', detail: 'errors:page.otherHint' };
}

export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const v = variant(status);
  const heading = t(v.heading);
  const detail = message?.trim() || (v.detail ? t(v.detail) : '');
  useEffect(() => {
    const prev = document.title;
    document.title = `${heading} · ${status}`;
    return () => {
      document.title = prev;
    };
  }, [heading, status]);
  return (
    <section className={styles.page} aria-labelledby="error-heading">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-heading" className={styles.heading}>
        {heading}
      </h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      {status !== 404 && v.detail && message?.trim() && <p className={styles.detail}>{t(v.detail)}</p>}
      <Link to={localePath('/')} className={styles.home}>
        {t('errors:page.goHome')}
      </Link>
    </section>
  );
}

/** Status and message of whatever a route threw (docs/storefront-spec.md §2: from the error, else 500). */
export function describeRouteError(err: unknown): ErrorPageProps {
  if (isRouteErrorResponse(err)) {
    const data: unknown = err.data;
    const message = typeof data === 'string' ? data : data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : '';
    return { status: err.status, message: err.status === 404 && !message ? '' : message || err.statusText };
  }
  if (err instanceof ApiError || err instanceof RouteError) return { status: errorStatus(err), message: err.message };
  // A crash inside our own code: the status is 500, its technical message is not for shoppers.
  return { status: errorStatus(err) };
}

/** The last resort (docs/storefront-spec.md §2): the error page itself failed, so plain markup and a plain link. */
export function ErrorPageFailure() {
  let text = 'An error occurred while showing the error page';
  let home = 'Go Home Page';
  let href = '/';
  try {
    text = i18n.t('errors:page.failed', { defaultValue: text });
    home = i18n.t('errors:page.homeLink', { defaultValue: home });
    href = localePath('/');
  } catch {
    // i18n itself may be what broke; the English words above stay.
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{text}</h1>
      <a href={href} className={styles.home}>
        {home}
      </a>
    </section>
  );
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}

/** The errorElement of every route. */
export function RouteErrorPage() {
  const err = useRouteError();
  const props = describeRouteError(err);
  return (
    <ErrorPageBoundary>
      <ErrorPage {...props} />
    </ErrorPageBoundary>
  );
}

/** Unknown paths. */
export default function NotFoundPage() {
  return (
    <ErrorPageBoundary>
      <ErrorPage status={404} />
    </ErrorPageBoundary>
  );
}
