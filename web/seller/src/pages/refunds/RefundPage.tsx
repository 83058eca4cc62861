import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { toast } from '@/api/toastStore';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { TextArea } from '@/components/TextArea';
import { ORDER_RULES, REFUND_ORDER_STATUS, refundRefuseRequest } from '../../../../../shared/contract/admin-order';
import { splitList } from '../../../../../shared/contract/request-fields';
import { LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { Facts } from '../../../../console/Facts';
import { localisedResolver } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { orderAddressText } from '../../../../../shared/address-format';
import { useDecideRefund, useRefundDetail, type RefundInfo } from '../../api/orders';
import { useConfirm } from '../products/useConfirm';
import { useMoney } from '../../../../console/currency';
import { refundStanding } from '../orders/orderState';
import { orDash } from '../orders/OrderSections';
import c from '../../../../console/console.module.css';
import s from '../orders/orders.module.css';
import { Section } from '../../../../console/Section';
import { FormProblem } from '../../../../console/dialog';

/** /seller/refunds/:refundOrderNo: the shopper's application, the order it refunds, and the decision. */
export default function RefundPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const refundOrderNo = decodeURIComponent(useParams().refundOrderNo ?? '');
  const detail = useRefundDetail(refundOrderNo);
  return (
    <>
      <p className={s.back}>
        <Link to="/refunds">{t('refunds.back')}</Link>
      </p>
      {detail.isPending ? <ShellSkeleton /> : detail.error ? <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} /> : <RefundView refund={detail.data} lang={lang} />}
    </>
  );
}

function RefundView({ refund, lang }: { refund: RefundInfo; lang: string }) {
  const { t } = useTranslation();
  const decide = useDecideRefund();
  const [confirm, confirmDialog] = useConfirm();
  const [refusing, setRefusing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const st = refundStanding(refund.refundStatus);
  const awaiting = refund.refundStatus === REFUND_ORDER_STATUS.await;
  const money = useMoney();
  const pictures = splitList(refund.refundReasonWapImg);

  const approve = async () => {
    const ok = await confirm({
      title: t('refunds.approve.title'),
      // Cash on delivery: before receipt nothing was collected; after it, the cash is the shop's to give back.
      message:
        refund.payType === 'cod'
          ? t(refund.orderStatus === 0 ? 'cod.refundUncollected' : 'cod.refundCollected', { amount: money(refund.refundPrice) })
          : t(`refunds.approve.message.${['yue', 'stripe', 'paypal'].includes(refund.payType) ? refund.payType : 'other'}`, { amount: money(refund.refundPrice) }),
      confirmLabel: t('refunds.approve.confirm', { amount: money(refund.refundPrice) }),
    });
    if (!ok) return;
    setMessage(null);
    decide.mutate(
      { refundOrderNo: refund.refundOrderNo, approve: true },
      { onSuccess: () => toast.success(t('refunds.approve.done', { amount: money(refund.refundPrice) })), onError: (err) => setMessage(consoleError(err, t, { 400: 'refunds.refused' })) },
    );
  };

  return (
    <>
      <PageHead
        title={t('refunds.detailTitle', { no: refund.refundOrderNo })}
        actions={
          awaiting ? (
            <div className={c.actions}>
              <Button variant="secondary" onClick={() => setRefusing(true)} disabled={decide.isPending}>
                {t('refunds.action.refuse')}
              </Button>
              <Button onClick={() => void approve()} loading={decide.isPending}>
                {t('refunds.action.approve')}
              </Button>
            </div>
          ) : undefined
        }
      />
      <div className={s.statusLine}>
        <StatusBadge tone={st.tone}>{t(`refunds.state.${st.key}`)}</StatusBadge>
        <span className={s.sub}>{t('refunds.appliedAt', { when: formatWhen(refund.createTime, lang) })}</span>
      </div>
      <FormProblem className={c.formMessage}>{message}</FormProblem>
      <div className={s.detailGrid}>
        <div className={s.column}>
          <Section id="refund-request" title={t('refunds.request.title')}>
            <Facts
              rows={[
                [t('refunds.request.amount'), <strong key="a">{money(refund.refundPrice)}</strong>],
                [t('refunds.request.reason'), refund.refundReasonWap],
                [t('refunds.request.explain'), orDash(refund.refundReasonWapExplain)],
                [t('refunds.request.items'), t('orders.qty', { count: refund.totalNum })],
                refund.refundTime !== '' && [t('refunds.request.refundedAt'), formatWhen(refund.refundTime, lang)],
              ]}
            />
            {pictures.length > 0 && (
              <ul className={s.pictures} aria-label={t('refunds.request.pictures')}>
                {pictures.map((src, i) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noopener noreferrer">
                      <img src={src} alt={t('refunds.request.picture', { n: i + 1 })} width={88} height={88} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {refund.refundStatus === REFUND_ORDER_STATUS.reject && (
              <>
                <h3 className={s.strong}>{t('refunds.request.refuseReason')}</h3>
                <p className={s.reason}>{refund.refundReason}</p>
              </>
            )}
          </Section>
          <Section id="refund-goods" title={t('refunds.goods')}>
            <ul className={s.lines}>
              {refund.orderInfoList.map((l) => (
                <li key={l.id}>
                  <div className={s.goods}>
                    {l.image ? <img className={s.thumb} src={l.image} alt="" width={40} height={40} loading="lazy" /> : <span className={s.thumb} aria-hidden="true" />}
                    <span>
                      <span className={s.goodsName}>{l.productName}</span>
                      <span className={s.sub}>{[l.sku, t('orders.qty', { count: l.payNum }), money(l.price)].filter(Boolean).join(' · ')}</span>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        </div>
        <div className={s.column}>
          <Section id="refund-order" title={t('refunds.order.title')}>
            <Facts
              rows={[
                [
                  t('refunds.order.number'),
                  <Link key="o" className={s.orderLink} to={`/orders/${encodeURIComponent(refund.merOrderNo)}`}>
                    {refund.merOrderNo}
                  </Link>,
                ],
                [t('refunds.order.paid'), money(refund.orderPayPrice)],
                [t('orders.payment.method'), refund.payType === 'cod' ? t('cod.payType') : ['yue', 'stripe', 'paypal'].includes(refund.payType) ? t(`orders.pay.${refund.payType}`) : orDash(refund.payType)],
                [t('orders.payment.buyer'), orDash(refund.nickname)],
                [t('orders.payment.buyerEmail'), orDash(refund.userEmail)],
                [t('orders.shipping.name'), orDash(refund.realName)],
                [t('orders.shipping.address'), orDash(orderAddressText(refund.userAddress, currentLanguage()))],
              ]}
            />
          </Section>
        </div>
      </div>
      <RefuseDialog refundOrderNo={refund.refundOrderNo} open={refusing} onClose={() => setRefusing(false)} />
      {confirmDialog}
    </>
  );
}

/** Refusing needs a reason: the shopper reads it on the refund and in a notification, and may apply again. */
function RefuseDialog({ refundOrderNo, open, onClose }: { refundOrderNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRefund();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: localisedResolver(refundRefuseRequest, { reason: 'refunds.refuse.err' }, t), defaultValues: { refundOrderNo, reason: '' } });
  const reason = useController({ control: form.control, name: 'reason' });
  const close = () => {
    setMessage(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((v) => {
    setMessage(null);
    decide.mutate(
      { refundOrderNo, approve: false, reason: v.reason },
      {
        onSuccess: () => {
          toast.success(t('refunds.refuse.done'));
          close();
        },
        onError: (err) => setMessage(consoleError(err, t, { 400: 'refunds.refused' })),
      },
    );
  });
  return (
    <Modal open={open} onClose={close} title={t('refunds.refuse.title')} size="sm">
      <form className={c.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormProblem className={c.formMessage}>{message}</FormProblem>
        <TextArea
          label={t('refunds.refuse.reason')}
          hint={t('refunds.refuse.hint')}
          rows={4}
          required
          data-autofocus
          name={reason.field.name}
          value={reason.field.value}
          onChange={reason.field.onChange}
          onBlur={reason.field.onBlur}
          error={reason.fieldState.error?.message ?? null}
          counter={{ value: reason.field.value.length, max: ORDER_RULES.refuseReason }}
        />
        <div className={s.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={decide.isPending}>
            {t('refunds.refuse.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
