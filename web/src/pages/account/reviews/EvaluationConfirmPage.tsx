import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/Toast';
import { localePath } from '../../../i18n';
import { useOrderDetail } from '../../../api/orders';
import { useSubmitReview } from '../../../api/review';
import { OrderLines } from '../../../features/account/ui/parts';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { ReviewForm } from '../../../features/account/reviews/ReviewForm';
import { MissingOrderNo } from '../MissingOrderNo';
import s from '../AccountPages.module.css';

/** /users/evaluation_confirm?orderNo=&orderInfoId=: review one line of a received order. */
export default function EvaluationConfirmPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const orderInfoId = Number(params.get('orderInfoId'));
  const q = useOrderDetail(orderNo);
  const submit = useSubmitReview();
  const line = q.data?.orderInfoList.find((l) => l.id === orderInfoId);

  if (!orderNo || !(orderInfoId > 0)) {
    return <MissingOrderNo title={t('review.formTitle')} />;
  }

  return (
    <div className={s.page}>
      <PageHead
        title={t('review.formTitle')}
        actions={
          <Link className={s.link} to={localePath('/users/evaluation_list')}>
            {t('review.backToList')}
          </Link>
        }
      />
      <QueryState query={q}>
        {!line ? (
          <p className={`${s.notice} ${s.noticeDanger}`} role="alert">
            {t('review.lineMissing')}
          </p>
        ) : line.isReply ? (
          <div className="stack">
            <OrderLines lines={[line]} />
            <p className={`${s.notice} ${s.noticeInfo}`}>{t('review.already')}</p>
          </div>
        ) : (
          <div className="stack">
            <section className={`${s.card} ${s.cardBody}`} aria-label={t('review.product')}>
              <OrderLines lines={[line]} />
            </section>
            <ReviewForm
              busy={submit.isPending}
              onSubmit={async (v) => {
                try {
                  await submit.mutateAsync({ orderNo, orderInfoId, ...v });
                  toast.success(t('review.thanks'));
                  navigate(localePath('/users/evaluation_list?tab=mine'));
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
