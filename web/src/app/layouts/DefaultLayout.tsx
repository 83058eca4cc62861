import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../../features/layout/Header';
import { Footer } from '../../features/layout/Footer';
import styles from './layouts.module.css';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}

/** Header, content, footer (docs/storefront-spec.md §2). */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
