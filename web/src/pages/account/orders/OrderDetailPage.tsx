import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { formatNumber, localePath, useLocale } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { orderAddressText } from '../../../../../shared/address-format';
import { useMasterDetail, useOrderDetail, type MasterDetail, type OrderDetail } from '../../../api/orders';
import { refundState, useRefundDetail, useRefundsForOrder } from '@/api/refund';
import { Gallery, OrderLines } from '../../../features/account/ui/parts';
import { StatusBadge } from '@/components/StatusBadge';
import { DefinitionList } from '@/components/DefinitionList';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { LogisticsView } from '../../../features/account/ui/LogisticsView';
import { PayDialog } from '../../../features/account/ui/PayDialog';
import { orderAbilities, orderRefundKey, orderStatusKey, STATUS_TONE } from '../../../features/account/orderStatus';
import { useOrderActions } from '../../../features/account/useOrderActions';
import { REFUND_TONE } from '../../../features/account/refundTone';
import { MissingOrderNo } from '../MissingOrderNo';
import s from '../AccountPages.module.css';

/** /user_center/order/detail and /order/order_detail: every order field of docs/storefront-spec.md §3 plus logistics. */
export default function OrderDetailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const master = params.get('master') === '1';
  if (!orderNo) {
    return (
      <MissingOrderNo title={t('detail.title')}>
        <Link className={s.link} to={localePath('/users/order_list')}>
          {t('detail.backToList')}
        </Link>
      </MissingOrderNo>
    );
  }
  return master ? <MasterView orderNo={orderNo} /> : <MerchantView orderNo={orderNo} />;
}

function payTypeLabel(t: (k: string) => string, payType: string): string {
  return payType ? t(`pay.types.${payType}`) : '';
}

/** Cash on delivery is paid to the courier: until receipt (pay time) it reads "pay on delivery", not "paid". */
function payStatusLabel(t: (k: string) => string, o: { paid: boolean; payType: string; payTime: string }): string {
  if (o.payType === 'cod' && o.paid && !o.payTime) return t('detail.codDue');
  return o.paid ? t('detail.paid') : t('detail.unpaid');
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={s.card} aria-label={title}>
      <h2 className={`${s.cardHead} ${s.sectionTitle}`}>{title}</h2>
      <div className={s.cardBody}>{children}</div>
    </section>
  );
}

/** Who receives the parcel, alike on a shop's order and on the whole (master) order. */
function ConsigneeSection({ o }: { o: Pick<OrderDetail, 'realName' | 'userPhone' | 'email' | 'userAddress'> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Section title={t('detail.consignee')}>
      <DefinitionList
        rows={[
          [t('detail.consigneeName'), o.realName],
          [t('detail.phone'), o.userPhone || '/'],
          [t('detail.email'), o.email],
          // Written in the shopper's own order: street first in English, country first in Chinese.
          [t('detail.address'), orderAddressText(o.userAddress, locale)],
        ]}
      />
    </Section>
  );
}

type Amounts = Pick<OrderDetail, 'proTotalPrice' | 'payPostage' | 'totalPostage' | 'couponPrice' | 'integralPrice' | 'payPrice'>;

/** The money of an order; a shop's order also says how many points paid their part. */
function AmountsSection({ o, pointsUsed = 0 }: { o: Amounts; pointsUsed?: number }) {
  const { t } = useTranslation('account');
  return (
    <Section title={t('detail.amounts')}>
      <DefinitionList
        rows={[
          [t('detail.goodsTotal'), <Price key="g" value={o.proTotalPrice} />],
          [t('detail.freight'), <Price key="f" value={o.payPostage !== '0' ? o.payPostage : o.totalPostage} />],
          [t('detail.couponDeduction'), <span key="c">−<Price value={o.couponPrice} /></span>],
          [t('detail.pointsDeduction'), <span key="p">−<Price value={o.integralPrice} />{pointsUsed > 0 ? ` (${t('detail.pointsUsed', { count: pointsUsed })})` : ''}</span>],
          [t('detail.actualPayment'), <strong key="a" className={s.link}><Price value={o.payPrice} /></strong>],
        ]}
      />
    </Section>
  );
}

function MerchantView({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const q = useOrderDetail(orderNo);
  const actions = useOrderActions({ onDeleted: () => navigate(localePath('/users/order_list?tab=completed')) });
  const o = q.data;
  return (
    <div className={s.page}>
      <DetailHead />
      <QueryState query={q}>
        {o && <MerchantBody o={o} actions={actions} />}
      </QueryState>
    </div>
  );
}

function MerchantBody({ o, actions }: { o: OrderDetail; actions: ReturnType<typeof useOrderActions> }) {
  const { t } = useTranslation('account');
  const key = orderStatusKey(o);
  const refundKey = orderRefundKey(o.refundStatus);
  const can = orderAbilities(o);
  const shipped = o.paid && o.status >= 1 && o.status !== 9;
  const refunds = useRefundsForOrder(o.orderNo, o.refundStatus > 0 || o.refundOrderNo !== '');
  const refund = refunds.data?.[0];
  const courier = o.courier || o.courierName;
  const delivery = o.deliveryName ? t('detail.deliveryCourier') : o.status === 0 && o.paid ? t('detail.deliveryPending') : t('detail.deliverySend');
  return (
    <div className="stack">
      <div className={`${s.card} ${s.cardBody} row`}>
        <StatusBadge tone={STATUS_TONE[key]}>{t(`orders.status.${key}`)}</StatusBadge>
        {refundKey && <StatusBadge tone="warn">{t(`orders.refundStatus.${refundKey}`)}</StatusBadge>}
        <span className={s.muted}>{t(`detail.statusHint.${key}`)}</span>
        <span className={s.grow} />
        {can.refund && (
          <Link className={s.link} to={localePath(`/users/refund_confirm?orderNo=${encodeURIComponent(o.orderNo)}`)}>
            {t('orders.actions.refund')}
          </Link>
        )}
        {can.remove && (
          <Button variant="ghost" size="sm" onClick={() => void actions.remove(o.orderNo)} disabled={actions.busy}>
            {t('orders.actions.delete')}
          </Button>
        )}
        {can.again && (
          <Button variant="secondary" size="sm" onClick={() => void actions.again(o.orderInfoList)} disabled={actions.busy}>
            {t('orders.actions.again')}
          </Button>
        )}
        {can.take && (
          <Button size="sm" onClick={() => void actions.take(o.orderNo)} disabled={actions.busy}>
            {t('orders.actions.take')}
          </Button>
        )}
      </div>

      <div className="grid-2">
        <Section title={t('detail.orderInfo')}>
          <DefinitionList
            rows={[
              [t('detail.orderNo'), o.orderNo],
              [t('detail.masterOrderNo'), o.masterOrderNo],
              [t('detail.shop'), o.merName],
              [t('detail.createTime'), o.createTime && formatDate(o.createTime)],
              [t('detail.payType'), payTypeLabel(t, o.payType)],
              [t('detail.payStatus'), payStatusLabel(t, o)],
              [t('detail.payTime'), o.payTime && formatDate(o.payTime)],
              [t('detail.itemCount'), formatNumber(o.totalNum)],
              [t('detail.buyerMessage'), o.userRemark || o.mark || t('detail.none')],
            ]}
          />
        </Section>
        <ConsigneeSection o={o} />
        <Section title={t('detail.delivery')}>
          <DefinitionList
            rows={[
              [t('detail.deliveryMethod'), delivery],
              [t('detail.courierCompany'), o.deliveryName],
              [t('detail.trackingNumber'), o.deliveryId],
              [t('detail.courierPerson'), courier ? `${courier}${o.courierPhone ? ` · ${o.courierPhone}` : ''}` : null],
              [t('detail.shipTime'), o.shipTime && formatDate(o.shipTime)],
              [t('detail.receiveTime'), o.receiveTime && formatDate(o.receiveTime)],
            ]}
          />
        </Section>
        <AmountsSection o={o} pointsUsed={o.useIntegral} />
      </div>

      {refund && (
        <Section title={t('detail.refundInfo')}>
          <DefinitionList
            rows={[
              [t('refund.state'), <StatusBadge key="st" tone={REFUND_TONE[refundState(refund.refundStatus)]}>{t(`refund.states.${refundState(refund.refundStatus)}`)}</StatusBadge>],
              [t('refund.amount'), <Price key="a" value={refund.refundPrice} />],
              [t('refund.applyTime'), refund.createTime && formatDate(refund.createTime)],
            ]}
          />
          <RefundExtra refundOrderNo={refund.refundOrderNo} />
        </Section>
      )}

      <Section title={t('detail.goods')}>
        <OrderLines
          lines={o.orderInfoList}
          extra={(l) =>
            can.evaluate && !l.isReply ? (
              <Link className={s.link} to={localePath(`/users/evaluation_confirm?orderNo=${encodeURIComponent(o.orderNo)}&orderInfoId=${l.id}`)}>
                {t('orders.actions.evaluate')}
              </Link>
            ) : l.isReply ? (
              <span className={s.muted}>{t('orders.reviewed')}</span>
            ) : null
          }
        />
      </Section>

      {shipped && (
        <Section title={t('logistics.title')}>
          <LogisticsView orderNo={o.orderNo} />
        </Section>
      )}
    </div>
  );
}

/** Refund time, reason, description and voucher images (docs/storefront-spec.md §3), from the refund detail call. */
function RefundExtra({ refundOrderNo }: { refundOrderNo: string }) {
  const { t } = useTranslation('account');
  const q = useRefundDetail(refundOrderNo);
  const d = q.data;
  if (!d) return null;
  return (
    <div className="stack" style={{ marginBlockStart: 'var(--space-3)' }}>
      <DefinitionList
        rows={[
          [t('refund.refundTime'), d.refundTime && formatDate(d.refundTime)],
          [t('refund.reason'), d.refundReasonWap],
          [t('refund.note'), d.refundReasonWapExplain],
          [t('refund.refusal'), refundState(d.refundStatus) === 'refused' ? d.refundReason : null],
        ]}
      />
      <Gallery urls={d.refundReasonWapImg} label={(n) => t('refund.voucherN', { n })} />
      <Link className={s.link} to={localePath(`/order/refund_detail?refundOrderNo=${encodeURIComponent(refundOrderNo)}`)}>
        {t('refund.viewDetail')}
      </Link>
    </div>
  );
}

function MasterView({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const q = useMasterDetail(orderNo);
  const actions = useOrderActions({ onCancelled: () => navigate(localePath('/users/order_list')) });
  const [paying, setPaying] = useState(false);
  const o: MasterDetail | undefined = q.data;
  const unpaid = o && !o.paid && !o.isCancel;
  // Cash on delivery may be called off until any shop ships its part.
  const codOpen = o && o.payType === 'cod' && o.paid && !o.isCancel && o.orderList.every((m) => m.status === 0 && m.refundStatus === 0);
  return (
    <div className={s.page}>
      <DetailHead />
      <QueryState query={q}>
        {o && (
          <div className="stack">
            <div className={`${s.card} ${s.cardBody} row`}>
              <StatusBadge tone={o.isCancel ? 'neutral' : o.paid ? 'success' : 'warn'}>
                {o.isCancel ? t('orders.status.cancelled') : o.paid ? payStatusLabel(t, o) : t('orders.status.unpaid')}
              </StatusBadge>
              <span className={s.grow} />
              {codOpen && (
                <Button variant="secondary" size="sm" onClick={() => void actions.cancel(o.orderNo)} disabled={actions.busy}>
                  {t('orders.actions.cancel')}
                </Button>
              )}
              {unpaid && (
                <>
                  <Button variant="secondary" size="sm" onClick={() => void actions.cancel(o.orderNo)} disabled={actions.busy}>
                    {t('orders.actions.cancel')}
                  </Button>
                  <Button size="sm" onClick={() => setPaying(true)}>
                    {t('orders.actions.pay')}
                  </Button>
                </>
              )}
            </div>
            <div className="grid-2">
              <Section title={t('detail.orderInfo')}>
                <DefinitionList
                  rows={[
                    [t('detail.orderNo'), o.orderNo],
                    [t('detail.createTime'), o.createTime && formatDate(o.createTime)],
                    [t('detail.payType'), payTypeLabel(t, o.payType)],
                    [t('detail.payStatus'), payStatusLabel(t, o)],
                    [t('detail.itemCount'), formatNumber(o.totalNum)],
                    [t('detail.buyerMessage'), o.mark || t('detail.none')],
                  ]}
                />
              </Section>
              <ConsigneeSection o={o} />
              <AmountsSection o={o} />
            </div>
            {o.orderList.map((m) => (
              <Section key={m.orderNo || m.merId} title={m.merName || t('detail.goods')}>
                {m.orderNo && (
                  // Each shop's part has its own number: the one the order list and the shop use.
                  <p className="row">
                    <span>
                      {t('detail.shopOrderNo')}: <strong>{m.orderNo}</strong>
                    </span>
                    <span className={s.grow} />
                    <Link className={s.link} to={localePath(`/user_center/order/detail?orderNo=${encodeURIComponent(m.orderNo)}`)}>
                      {t('detail.viewShopOrder')}
                    </Link>
                  </p>
                )}
                <OrderLines lines={m.orderInfoList} />
              </Section>
            ))}
            {unpaid && <PayDialog open={paying} onClose={() => setPaying(false)} orderNo={o.orderNo} amount={o.payPrice} preferred={o.payType} />}
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** Both order detail views (one shop's order, an unpaid master order) share the title and the way back. */
function DetailHead() {
  const { t } = useTranslation('account');
  return (
    <PageHead
      title={t('detail.title')}
      actions={
        <Link className={s.link} to={localePath('/users/order_list')}>
          {t('detail.backToList')}
        </Link>
      }
    />
  );
}
