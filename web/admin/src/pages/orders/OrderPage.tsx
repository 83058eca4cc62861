import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { LoadFailure } from '../../../../console/DataTable';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormTextArea } from '../../../../console/form';
import { Facts } from '../../../../console/Facts';
import { formatWhen } from '../../../../console/format';
import { useMoney } from '../../../../console/currency';
import { formatMoney } from '../../../../console/money';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { orderAddressText } from '../../../../../shared/address-format';
import { ShellSkeleton } from '../../../../console/Shell';
import s from '../../../../console/console.module.css';
import a from '../../admin.module.css';
import f from '../finance/finance.module.css';
import { useAddNote, useOrderInfo, type PlatformOrderInfo } from '../../api/orders';
import { OrderState, RefundState } from './status';
import { Section } from '../../../../console/Section';
import { useConsoleTitle } from '../../../../console/title';

const NOTE_MAX = 500;

type Note = PlatformOrderInfo['notes'][number];

/** The internal notes of an order or a refund, newest first, and the form to add one; only operators ever read them. */
function Notes({ kind, refNo, notes }: { kind: 'order' | 'refund'; refNo: string; notes: Note[] }) {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const add = useAddNote();
  const id = useId();
  const form = useForm({
    resolver: checkedResolver<{ remark: string }>(({ remark }) => ({
      remark: !remark.trim() ? t('platformOrders.note.required') : remark.trim().length > NOTE_MAX ? t('platformOrders.note.tooLong', { max: NOTE_MAX }) : undefined,
    })),
    defaultValues: { remark: '' },
  });
  const submit = form.handleSubmit((v) => {
    const remark = v.remark.trim();
    add.mutate(kind === 'order' ? { kind, orderNo: refNo, remark } : { kind, refundOrderNo: refNo, remark }, {
      onSuccess: () => form.reset({ remark: '' }),
      onError: (err) => form.setError('remark', { message: consoleError(err, t) }),
    });
  });
  return (
    <div className={s.form}>
      {notes.length > 0 && (
        <ul className={f.timeline} aria-label={t('platformOrders.note.list')}>
          {notes.map((n) => (
            <li key={n.id} className={f.note}>
              <p className={f.noteText}>{n.remark}</p>
              <span className={f.eventMeta}>
                {n.adminAccount} · <time dateTime={n.createTime.replace(' ', 'T')}>{formatWhen(n.createTime, lang)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormTextArea
          control={form.control}
          name="remark"
          id={`${id}-note`}
          label={kind === 'order' ? t('platformOrders.note.add') : t('platformOrders.note.addRefund')}
          hint={t('platformOrders.note.private')}
          rows={3}
          counted={NOTE_MAX}
        />
        <div className={s.actions}>
          <Button type="submit" variant="secondary" loading={add.isPending}>
            {t('platformOrders.note.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * /admin/orders/:orderNo: one shop order's whole story for the operator: buyer and shop, lines, every payment
 * attempt with its outcome, shipping and tracking, refunds with the shop's decisions, the operation-log
 * entries about it, and the platform's internal notes. Nothing here changes the order.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const { orderNo = '' } = useParams();
  const info = useOrderInfo(orderNo);
  const money = useMoney();
  const when = (v: string) => (v ? <time dateTime={v.replace(' ', 'T')}>{formatWhen(v, lang)}</time> : '—');

  useConsoleTitle(t('platformOrders.order', { orderNo }));

  const back = (
    <Link className={a.back} to="/orders">
      ← {t('platformOrders.back')}
    </Link>
  );
  if (info.error)
    return (
      <>
        {back}
        <PageHead title={t('platformOrders.order', { orderNo })} />
        <LoadFailure error={info.error} onRetry={() => void info.refetch()} />
      </>
    );
  if (!info.data) return <ShellSkeleton />;
  const o = info.data;

  return (
    <>
      {back}
      <PageHead title={t('platformOrders.order', { orderNo: o.orderNo })} actions={<OrderState paid={o.paid} status={o.status} refundStatus={o.refundStatus} />} />
      <p className={s.lead}>{t('platformOrders.readOnly')}</p>
      <div className={s.twoCol}>
        <div className={f.stack}>
          <Section id="o-summary" title={t('platformOrders.summary')}>
            <Facts
              rows={[
                [t('platformOrders.f.shop'), `${o.merName}${o.merIsSelf ? ` · ${t('platformOrders.f.selfRun')}` : ''}`],
                [t('platformOrders.f.master'), <span key="m" className={f.mono}>{o.masterOrderNo}</span>],
                [t('platformOrders.f.placed'), when(o.createTime)],
                [t('platformOrders.f.paid'), o.paid ? when(o.payTime) : t('platformOrders.state.unpaid')],
                [t('platformOrders.f.payType'), o.payType === 'cod' ? t('codSetting.payType') : o.payType ? t(`platformOrders.provider.${o.payType}`, { defaultValue: o.payType }) : '—'],
                [t('platformOrders.f.goods'), money(o.proTotalPrice)],
                [t('platformOrders.f.postage'), money(o.payPostage)],
                [t('platformOrders.f.coupon'), money(o.couponPrice)],
                [t('platformOrders.f.payPrice'), <strong key="p">{money(o.payPrice)}</strong>],
                !!o.userRemark && [t('platformOrders.f.userRemark'), o.userRemark],
                !!o.merRemark && [t('platformOrders.f.merRemark'), o.merRemark],
              ]}
            />
          </Section>
          <Section id="o-lines" title={t('platformOrders.lines', { count: o.totalNum })}>
            <ul className={f.lines}>
              {o.orderInfo.map((l) => (
                <li key={l.id} className={f.line}>
                  <img src={l.image} alt="" width={56} height={56} loading="lazy" />
                  <span>
                    {l.productName}
                    {l.sku && <span className={`${s.change} ${s.muted}`}>{l.sku}</span>}
                  </span>
                  <span className={f.num}>
                    {l.payNum} × {money(l.price)}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="o-payments" title={t('platformOrders.payments')}>
            {o.payments.length === 0 ? (
              <p className={s.cardText}>{t('platformOrders.noPayments')}</p>
            ) : (
              <ul className={f.timeline}>
                {o.payments.map((p) => (
                  <li key={p.id} className={f.event}>
                    <span>
                      <StatusBadge tone={p.status === 'succeeded' ? 'success' : p.status === 'failed' ? 'danger' : 'neutral'}>{t(`platformOrders.payment.${p.status}`, { defaultValue: p.status })}</StatusBadge>{' '}
                      {t(`platformOrders.provider.${p.provider}`, { defaultValue: p.provider })} · {formatMoney(p.amount, lang, p.currency)}
                    </span>
                    {p.reason && <span className={s.muted}>{p.reason}</span>}
                    <span className={f.eventMeta}>
                      {when(p.createTime)}
                      {p.providerRef && <> · <span className={f.mono}>{p.providerRef}</span></>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="o-shipping" title={t('platformOrders.shipping')}>
            <Facts
              rows={[
                [t('platformOrders.f.buyer'), `${o.realName} · ${o.userPhone}`],
                [t('platformOrders.f.address'), orderAddressText(o.userAddress, currentLanguage())],
                [t('platformOrders.f.account'), `${o.nikeName || '—'} · ${o.userEmail || o.email} (#${o.uid})`],
                [t('platformOrders.f.carrier'), o.deliveryName || '—'],
                [t('platformOrders.f.tracking'), o.deliveryId ? <span key="d" className={f.mono}>{o.deliveryId}</span> : '—'],
                [t('platformOrders.f.shipped'), when(o.shipTime)],
                [t('platformOrders.f.received'), when(o.receiveTime)],
              ]}
            />
            {o.tracking.length > 0 && (
              <ul className={f.timeline} aria-label={t('platformOrders.trackingEvents')}>
                {o.tracking.map((e, i) => (
                  <li key={`${e.time}-${i}`} className={f.event}>
                    <span>{e.station}</span>
                    <span className={f.eventMeta}>{e.time}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className={f.stack}>
          <Section id="o-notes" title={t('platformOrders.notes')}>
            <Notes kind="order" refNo={o.orderNo} notes={o.notes} />
          </Section>
          <Section id="o-refunds" title={t('platformOrders.refunds')} anchor="refunds">
            {o.refunds.length === 0 ? (
              <p className={s.cardText}>{t('platformOrders.noRefunds')}</p>
            ) : (
              o.refunds.map((r) => (
                <article key={r.refundOrderNo} className={s.form} aria-label={r.refundOrderNo}>
                  <div className={s.cardHead}>
                    <span className={f.mono}>{r.refundOrderNo}</span>
                    <RefundState refundStatus={r.refundStatus} />
                  </div>
                  <Facts
                    rows={[
                      [t('platformOrders.f.refundAmount'), money(r.refundPrice)],
                      [t('platformOrders.f.reason'), r.refundReasonWap],
                      !!r.refundReasonWapExplain && [t('platformOrders.f.explain'), r.refundReasonWapExplain],
                      [t('platformOrders.f.applied'), when(r.createTime)],
                      !!r.refundReason && [t('platformOrders.f.shopReason'), r.refundReason],
                      !!r.refundTime && [t('platformOrders.f.refunded'), when(r.refundTime)],
                    ]}
                  />
                  <Notes kind="refund" refNo={r.refundOrderNo} notes={r.notes} />
                </article>
              ))
            )}
          </Section>
          <Section id="o-log" title={t('platformOrders.log')}>
            {o.logs.length === 0 ? (
              <p className={s.cardText}>{t('platformOrders.noLog')}</p>
            ) : (
              <ul className={f.timeline}>
                {o.logs.map((l) => (
                  <li key={l.id} className={f.event}>
                    <span>{l.description}</span>
                    <span className={f.eventMeta}>
                      {t(`platformOrders.side.${l.side}`, { defaultValue: l.side })} · {l.adminAccount} · {when(l.createTime)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}
