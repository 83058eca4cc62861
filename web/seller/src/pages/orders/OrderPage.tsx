import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { Button } from '@/components/Button';
import { LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { Facts } from '../../../../console/Facts';
import { formatWhen } from '../../../../console/format';
import { currentLanguage, htmlLang } from '../../../../console/i18n';
import { orderAddressText } from '../../../../../shared/address-format';
import { useOrderHistory, useOrderInfo, type OrderInfo } from '../../api/orders';
import { useMoney } from '../../../../console/currency';
import { canShip, orderStanding } from './orderState';
import { NoteForm, TrackingSection, orDash } from './OrderSections';
import { ShipDialog } from './ShipDialog';
import c from '../../../../console/console.module.css';
import s from './orders.module.css';
import { Section } from '../../../../console/Section';

/** How the shopper paid, in words (A's payType). */
const PAY_TYPES = new Set(['yue', 'stripe', 'paypal']);

/** /seller/orders/:orderNo: everything needed to fulfil one order, and the actions on it. */
export default function OrderPage() {
  const { t } = useTranslation();
  const lang = htmlLang(currentLanguage());
  const orderNo = decodeURIComponent(useParams().orderNo ?? '');
  const [params, setParams] = useSearchParams();
  const order = useOrderInfo(orderNo);
  const shipping = params.get('ship') === '1';
  const setShipping = (open: boolean) => setParams(open ? { ship: '1' } : {}, { replace: true });

  return (
    <>
      <p className={s.back}>
        <Link to="/orders">{t('orders.back')}</Link>
      </p>
      {order.isPending ? (
        <ShellSkeleton />
      ) : order.error ? (
        <LoadFailure error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderView order={order.data} lang={lang} onShip={() => setShipping(true)} />
      )}
      {/* Stays mounted once shipped, so the success message still shows after the order refreshes. */}
      {order.data && <ShipDialog orderNo={orderNo} open={shipping && canShip(order.data)} onClose={() => setShipping(false)} />}
    </>
  );
}

function OrderView({ order, lang, onShip }: { order: OrderInfo; lang: string; onShip: () => void }) {
  const { t } = useTranslation();
  const st = orderStanding(order);
  const money = useMoney();
  const cod = order.payType === 'cod';
  const payType = cod ? t('cod.payType') : PAY_TYPES.has(order.payType) ? t(`orders.pay.${order.payType}`) : orDash(order.payType);
  return (
    <>
      <PageHead
        title={t('orders.detailTitle', { no: order.orderNo })}
        actions={
          canShip(order) ? (
            <Button onClick={onShip}>{t('orders.action.ship')}</Button>
          ) : order.refundOrderNo && order.refundStatus !== 0 ? (
            <Link className={s.linkSecondaryMd} to={`/refunds/${encodeURIComponent(order.refundOrderNo)}`}>
              {t('orders.viewRefund')}
            </Link>
          ) : undefined
        }
      />
      <div className={s.statusLine}>
        <StatusBadge tone={st.tone}>{t(`orders.state.${st.key}`)}</StatusBadge>
        <span className={s.sub}>{t('orders.placedAt', { when: formatWhen(order.createTime, lang) })}</span>
      </div>
      <div className={s.detailGrid}>
        <div className={s.column}>
          <Section id="order-goods" title={t('orders.goods.title')}>
            <div className={c.tableWrap}>
              <table className={c.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.goods.product')}</th>
                    <th scope="col" className={s.numCol}>
                      {t('orders.goods.price')}
                    </th>
                    <th scope="col" className={s.numCol}>
                      {t('orders.goods.qty')}
                    </th>
                    <th scope="col" className={s.numCol}>
                      {t('orders.goods.subtotal')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.orderInfo.map((line) => (
                    <tr key={line.id}>
                      <td>
                        <div className={s.goods}>
                          {line.image ? <img className={s.thumb} src={line.image} alt="" width={40} height={40} loading="lazy" /> : <span className={s.thumb} aria-hidden="true" />}
                          <span>
                            <span className={s.goodsName}>{line.productName}</span>
                            {line.sku && <span className={s.sub}>{t('orders.goods.sku', { sku: line.sku })}</span>}
                          </span>
                        </div>
                      </td>
                      <td className={c.num}>{money(line.price)}</td>
                      <td className={c.num}>{line.payNum.toLocaleString(lang)}</td>
                      <td className={c.num}>{money(new Decimal(line.price || '0').times(line.payNum).toFixed(2))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className={s.amounts}>
              <dt>{t('orders.amount.goods')}</dt>
              <dd>{money(order.proTotalPrice)}</dd>
              <dt>{t('orders.amount.freight')}</dt>
              <dd>{money(order.payPostage)}</dd>
              {Number(order.couponPrice) > 0 && (
                <>
                  <dt>{t('orders.amount.coupon')}</dt>
                  <dd>−{money(order.couponPrice)}</dd>
                </>
              )}
              {Number(order.integralPrice) > 0 && (
                <>
                  <dt>{t('orders.amount.points', { count: order.useIntegral })}</dt>
                  <dd>−{money(order.integralPrice)}</dd>
                </>
              )}
              {/* Cash not yet collected is not "paid": the courier still has to take it. */}
              <dt className={s.total}>{cod && !order.payTime ? t('cod.toCollect') : t('orders.amount.paid')}</dt>
              <dd className={s.total}>{money(order.payPrice)}</dd>
            </dl>
          </Section>
          <Section id="order-shipping" title={t('orders.shipping.title')}>
            <Facts
              rows={[
                [t('orders.shipping.name'), orDash(order.realName)],
                [t('orders.shipping.phone'), orDash(order.userPhone)],
                [t('orders.shipping.email'), orDash(order.email)],
                [t('orders.shipping.address'), orDash(orderAddressText(order.userAddress, currentLanguage()))],
                [t('orders.shipping.buyerNote'), orDash(order.userRemark)],
              ]}
            />
          </Section>
          <Section id="order-tracking" title={t('orders.tracking.title')}>
            <TrackingSection order={order} lang={lang} />
          </Section>
        </div>
        <div className={s.column}>
          <Section id="order-payment" title={t('orders.payment.title')}>
            <Facts
              rows={[
                [t('orders.payment.method'), order.paid ? payType : t('orders.payment.unpaid')],
                // Cash on delivery has no pay time until the shopper confirms receipt (the courier collected).
                order.paid && [cod ? t('cod.collection') : t('orders.payment.paidAt'), cod && !order.payTime ? t('cod.toCollect') : formatWhen(order.payTime, lang)],
                [t('orders.payment.buyer'), orDash(order.nikeName)],
                [t('orders.payment.buyerEmail'), orDash(order.userEmail)],
                order.buyerPhone !== '' && [t('orders.payment.buyerPhone'), order.buyerPhone],
                [t('orders.payment.masterNo'), <span key="m" className={s.mono}>{order.masterOrderNo}</span>],
              ]}
            />
          </Section>
          <Section id="order-note" title={t('orders.note.title')}>
            <NoteForm order={order} />
          </Section>
          <Section id="order-history" title={t('orders.history.title')}>
            <History orderNo={order.orderNo} lang={lang} />
          </Section>
        </div>
      </div>
    </>
  );
}

/** What happened to the order, oldest first: the milestones, the refunds, the shop's own changes. */
function History({ orderNo, lang }: { orderNo: string; lang: string }) {
  const { t } = useTranslation();
  const history = useOrderHistory(orderNo);
  if (history.isPending) return <div className={c.bone} />;
  if (history.error) return <LoadFailure error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <ol className={s.timeline}>
      {history.data.list.map((h, i) => (
        <li key={`${h.createTime}-${i}`}>
          <span className={s.timelineStation}>{t(`orders.history.types.${h.changeType}`, { defaultValue: h.changeType })}</span>
          {h.changeType !== 'create' && h.changeType !== 'pay' && <span className={s.historyMessage}>{h.changeMessage}</span>}
          <span className={s.sub}>{formatWhen(h.createTime, lang)}</span>
        </li>
      ))}
    </ol>
  );
}
