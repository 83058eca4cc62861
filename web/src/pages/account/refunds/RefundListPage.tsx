import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { PAGE_SIZE } from '../../../../../shared/constants';
import { useRefundList } from '../../../api/refund';
import { RefundCard } from '../../../features/account/orders/OrderCards';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import s from '../AccountPages.module.css';

/** /users/refund_list: the shopper's after-sales requests. */
export default function RefundListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useRefundList(page);
  return (
    <div className={s.page}>
      <PageHead title={t('refund.listTitle')} />
      <QueryState query={q} empty={q.data?.list.length === 0} emptyTitle={t('refund.empty')}>
        <div className="stack">{q.data?.list.map((r) => <RefundCard key={r.refundOrderNo} refund={r} />)}</div>
        {(q.data?.total ?? 0) > PAGE_SIZE && <Pager page={page} total={q.data!.total} limit={PAGE_SIZE} onChange={(p) => setParams({ page: String(p) })} />}
      </QueryState>
    </div>
  );
}
