import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/PageHead';
import s from './AccountPages.module.css';

/** What a link without its order number opens: the page's heading, the reason, and any way on. */
export function MissingOrderNo({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <div className={s.page}>
      <PageHead title={title} />
      <p className={`${s.notice} ${s.noticeDanger}`} role="alert">
        {t('detail.missingOrderNo')}
      </p>
      {children}
    </div>
  );
}
