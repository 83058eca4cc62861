import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/Price';
import { formatNumber, localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { refundState, useRefundDetail } from '../../../api/refund';
import { Gallery, OrderLines } from '../../../features/account/ui/parts';
import { StatusBadge } from '@/components/StatusBadge';
import { DefinitionList } from '@/components/DefinitionList';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { REFUND_TONE } from '../../../features/account/refundTone';
import s from '../AccountPages.module.css';
import styles from './RefundDetailPage.module.css';

const STEPS = ['applied', 'review', 'done'] as const;

/** /order/refund_detail?refundOrderNo=: state, amounts, the shopper's reason and vouchers, the merchant's answer. */
export default function RefundDetailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const no = (params.get('refundOrderNo') ?? '').trim();
  const q = useRefundDetail(no);
  const d = q.data;
  if (!no) {
    return (
      <div className={s.page}>
        <PageHead title={t('refund.detailTitle')} />
        <p className={`${s.notice} ${s.noticeDanger}`} role="alert">
          {t('refund.missingNo')}
        </p>
      </div>
    );
  }
  const state = d ? refundState(d.refundStatus) : 'refunding';
  const reached = state === 'refunding' ? 2 : 3;
  return (
    <div className={s.page}>
      <PageHead
        title={t('refund.detailTitle')}
        actions={
          <Link className={s.link} to={localePath('/users/refund_list')}>
            {t('refund.backToList')}
          </Link>
        }
      />
      <QueryState query={q}>
        {d && (
          <div className="stack">
            <section className={`${s.card} ${s.cardBody} stack`} aria-label={t('refund.state')}>
              <div className="row">
                <StatusBadge tone={REFUND_TONE[state]}>{t(`refund.states.${state}`)}</StatusBadge>
                <span className={s.muted}>{t(`refund.stateHint.${state}`)}</span>
              </div>
              <ol className={styles.steps}>
                {STEPS.map((step, i) => (
                  <li key={step} className={i < reached ? styles.done : undefined} aria-current={i === reached - 1 ? 'step' : undefined}>
                    <span className={styles.dot} aria-hidden="true">
                      {i + 1}
                    </span>
                    {t(step === 'done' ? `refund.steps.${state === 'refused' ? 'refused' : 'refunded'}` : `refund.steps.${step}`)}
                  </li>
                ))}
              </ol>
              {state === 'refused' && (
                <p className={`${s.notice} ${s.noticeDanger}`} role="status">
                  <strong>{t('refund.refusal')}:</strong> {d.refundReason || t('refund.noReason')}
                </p>
              )}
            </section>
            <section className={s.card} aria-label={t('refund.info')}>
              <h2 className={`${s.cardHead} ${s.sectionTitle}`}>{t('refund.info')}</h2>
              <div className={`${s.cardBody} stack`}>
                <DefinitionList
                  rows={[
                    [t('refund.refundNoLabel'), d.refundOrderNo],
                    [t('detail.orderNo'), <Link key="o" className={s.link} to={localePath(`/order/order_detail?orderNo=${encodeURIComponent(d.merOrderNo)}`)}>{d.merOrderNo}</Link>],
                    [t('detail.shop'), d.merName],
                    [t('refund.amount'), <strong key="a"><Price value={d.refundPrice} /></strong>],
                    [t('detail.itemCount'), formatNumber(d.totalNum)],
                    [t('refund.applyTime'), d.createTime && formatDate(d.createTime)],
                    [t('refund.refundTime'), d.refundTime && formatDate(d.refundTime)],
                    [t('refund.reason'), d.refundReasonWap],
                    [t('refund.note'), d.refundReasonWapExplain || t('detail.none')],
                  ]}
                />
                {d.refundReasonWapImg.length > 0 && (
                  <div className="stack">
                    <h3 className={s.label}>{t('refund.vouchers')}</h3>
                    <Gallery urls={d.refundReasonWapImg} label={(n) => t('refund.voucherN', { n })} />
                  </div>
                )}
              </div>
            </section>
            <section className={s.card} aria-label={t('detail.goods')}>
              <h2 className={`${s.cardHead} ${s.sectionTitle}`}>{t('detail.goods')}</h2>
              <div className={s.cardBody}>
                <OrderLines lines={d.orderInfoList} />
              </div>
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
