import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/Price';
import { toast } from '../../../components/Toast';
import { localePath, formatNumber } from '../../../i18n';
import { useApplyRefund, useRefundApplyInfo, useRefundReasons } from '../../../api/refund';
import { OrderLines } from '../../../features/account/ui/parts';
import { DefinitionList } from '@/components/DefinitionList';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { RefundForm } from '../../../features/account/refunds/RefundForm';
import { MissingOrderNo } from '../MissingOrderNo';
import s from '../AccountPages.module.css';

/** /users/refund_confirm?orderNo=: the refund request for a whole merchant order (docs/upstream-contract.md §6). */
export default function RefundConfirmPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const info = useRefundApplyInfo(orderNo);
  const reasons = useRefundReasons();
  const apply = useApplyRefund();

  if (!orderNo) {
    return <MissingOrderNo title={t('refund.formTitle')} />;
  }

  return (
    <div className={s.page}>
      <PageHead
        title={t('refund.formTitle')}
        actions={
          <Link className={s.link} to={localePath(`/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`)}>
            {t('refund.backToOrder')}
          </Link>
        }
      />
      <QueryState query={{ isPending: info.isPending || reasons.isPending, error: info.error ?? reasons.error, refetch: () => Promise.all([info.refetch(), reasons.refetch()]) }}>
        {info.data && (
          <div className="stack">
            <section className={s.card} aria-label={t('refund.orderSummary')}>
              <div className={s.cardHead}>
                <span>
                  {t('orders.orderNoLabel')} <strong>{info.data.orderNo}</strong>
                </span>
              </div>
              <div className={`${s.cardBody} stack`}>
                <OrderLines lines={info.data.orderInfoList} />
                <DefinitionList
                  rows={[
                    [t('detail.itemCount'), formatNumber(info.data.totalNum)],
                    [t('refund.amount'), <strong key="a"><Price value={info.data.payPrice} /></strong>],
                  ]}
                />
                <p className={`${s.notice} ${s.noticeInfo}`}>{t('refund.wholeOrder')}</p>
              </div>
            </section>
            <RefundForm
              reasons={reasons.data ?? []}
              busy={apply.isPending}
              onCancel={() => navigate(-1)}
              onSubmit={async (v) => {
                try {
                  await apply.mutateAsync({ orderNo, text: v.reason, refund_reason_wap_explain: v.note, refund_reason_wap_img: v.images.join(',') });
                  toast.success(t('refund.submitted'));
                  navigate(localePath('/users/refund_list'));
                } catch {
                  // The query client's default error toast has told the shopper.
                }
              }}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
