import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Price } from '../../../components/Price';
import { Modal } from '../../../components/Modal';
import { localePath } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import type { MasterOrder, MerchantOrder, ReplyLine } from '../../../api/orders';
import { refundState, type RefundOrder } from '../../../api/refund';
import { OrderLines } from '../ui/parts';
import { StatusBadge } from '@/components/StatusBadge';
import { LogisticsView } from '../ui/LogisticsView';
import { PayDialog } from '../ui/PayDialog';
import { orderAbilities, orderRefundKey, orderStatusKey, STATUS_TONE } from '../orderStatus';
import { useOrderActions } from '../useOrderActions';
import { REFUND_TONE } from '../refundTone';
import s from '../ui/account.module.css';

export function MasterOrderCard({ order }: { order: MasterOrder }) {
  const { t } = useTranslation('account');
  const actions = useOrderActions();
  const [paying, setPaying] = useState(false);
  return (
    <article className={s.card} aria-label={t('orders.orderNo', { no: order.orderNo })}>
      <header className={s.cardHead}>
        <span>
          {t('orders.orderNoLabel')} <strong>{order.orderNo}</strong>
        </span>
        {order.createTime && <span>{formatDate(order.createTime)}</span>}
        <span className={s.grow} />
        <StatusBadge tone="warn">{t('orders.status.unpaid')}</StatusBadge>
      </header>
      <div className={`${s.cardBody} stack`}>
        {order.orderList.map((m) => (
          <section key={m.orderNo || m.merId} className="stack" aria-label={m.merName}>
            {m.merName && <h3 className={s.subtitle}>{m.merName}</h3>}
            <OrderLines lines={m.orderInfoList} />
          </section>
        ))}
      </div>
      <footer className={s.cardFoot}>
        <span className={s.total}>
          {t('orders.totalItems', { count: order.totalNum })} · {t('orders.payable')} <strong><Price value={order.payPrice} /></strong>
        </span>
        <Link className={s.link} to={localePath(`/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}&master=1`)}>
          {t('orders.actions.detail')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => void actions.cancel(order.orderNo)} disabled={actions.busy}>
          {t('orders.actions.cancel')}
        </Button>
        <Button size="sm" onClick={() => setPaying(true)}>
          {t('orders.actions.pay')}
        </Button>
      </footer>
      <PayDialog open={paying} onClose={() => setPaying(false)} orderNo={order.orderNo} amount={order.payPrice} preferred={order.payType} />
    </article>
  );
}

export function MerchantOrderCard({ order }: { order: MerchantOrder }) {
  const { t } = useTranslation('account');
  const actions = useOrderActions();
  const [tracking, setTracking] = useState(false);
  const key = orderStatusKey(order);
  const refundKey = orderRefundKey(order.refundStatus);
  const can = orderAbilities(order);
  const detail = localePath(`/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`);
  return (
    <article className={s.card} aria-label={t('orders.orderNo', { no: order.orderNo })}>
      <header className={s.cardHead}>
        <strong>{order.merName}</strong>
        <span>
          {t('orders.orderNoLabel')} {order.orderNo}
        </span>
        {order.createTime && <span>{formatDate(order.createTime)}</span>}
        <span className={s.grow} />
        {refundKey && <StatusBadge tone="warn">{t(`orders.refundStatus.${refundKey}`)}</StatusBadge>}
        <StatusBadge tone={STATUS_TONE[key]}>{t(`orders.status.${key}`)}</StatusBadge>
      </header>
      <div className={s.cardBody}>
        <OrderLines
          lines={order.orderInfoList}
          extra={(l) =>
            can.evaluate && !l.isReply ? (
              <Link className={s.link} to={localePath(`/users/evaluation_confirm?orderNo=${encodeURIComponent(order.orderNo)}&orderInfoId=${l.id}`)}>
                {t('orders.actions.evaluate')}
              </Link>
            ) : l.isReply ? (
              <span className={s.muted}>{t('orders.reviewed')}</span>
            ) : null
          }
        />
      </div>
      <footer className={s.cardFoot}>
        <span className={s.total}>
          {t('orders.totalItems', { count: order.totalNum })} · {t('orders.paid')} <strong><Price value={order.payPrice} /></strong>
        </span>
        <Link className={s.link} to={detail}>
          {t('orders.actions.detail')}
        </Link>
        {can.logistics && (
          <Button variant="secondary" size="sm" onClick={() => setTracking(true)}>
            {t('orders.actions.logistics')}
          </Button>
        )}
        {can.refund && (
          <Link className={s.link} to={localePath(`/users/refund_confirm?orderNo=${encodeURIComponent(order.orderNo)}`)}>
            {t('orders.actions.refund')}
          </Link>
        )}
        {can.remove && (
          <Button variant="ghost" size="sm" onClick={() => void actions.remove(order.orderNo)} disabled={actions.busy}>
            {t('orders.actions.delete')}
          </Button>
        )}
        {can.again && (
          <Button variant="secondary" size="sm" onClick={() => void actions.again(order.orderInfoList)} disabled={actions.busy}>
            {t('orders.actions.again')}
          </Button>
        )}
        {can.take && (
          <Button size="sm" onClick={() => void actions.take(order.orderNo)} disabled={actions.busy}>
            {t('orders.actions.take')}
          </Button>
        )}
      </footer>
      <Modal open={tracking} onClose={() => setTracking(false)} title={t('logistics.title')} size="md">
        {tracking && <LogisticsView orderNo={order.orderNo} />}
      </Modal>
    </article>
  );
}

export function ReplyLineCard({ line }: { line: ReplyLine }) {
  const { t } = useTranslation('account');
  return (
    <article className={s.card} aria-label={line.productName}>
      <header className={s.cardHead}>
        <strong>{line.merName}</strong>
        <span>
          {t('orders.orderNoLabel')} {line.merOrderNo}
        </span>
        <span className={s.grow} />
        <StatusBadge tone="info">{t('orders.status.toEvaluate')}</StatusBadge>
      </header>
      <div className={s.cardBody}>
        <OrderLines lines={[line]} />
      </div>
      <footer className={s.cardFoot}>
        <Link className={s.link} to={localePath(`/users/evaluation_confirm?orderNo=${encodeURIComponent(line.merOrderNo)}&orderInfoId=${line.id}`)}>
          {t('orders.actions.evaluate')}
        </Link>
      </footer>
    </article>
  );
}

export function RefundCard({ refund }: { refund: RefundOrder }) {
  const { t } = useTranslation('account');
  const state = refundState(refund.refundStatus);
  return (
    <article className={s.card} aria-label={t('refund.refundNo', { no: refund.refundOrderNo })}>
      <header className={s.cardHead}>
        {refund.merName && <strong>{refund.merName}</strong>}
        <span>
          {t('refund.refundNoLabel')} {refund.refundOrderNo}
        </span>
        {refund.createTime && <span>{formatDate(refund.createTime)}</span>}
        <span className={s.grow} />
        <StatusBadge tone={REFUND_TONE[state]}>{t(`refund.states.${state}`)}</StatusBadge>
      </header>
      <div className={s.cardBody}>
        <OrderLines lines={refund.orderInfoList} />
      </div>
      <footer className={s.cardFoot}>
        <span className={s.total}>
          {t('refund.amount')} <strong><Price value={refund.refundPrice} /></strong>
        </span>
        <Link className={s.link} to={localePath(`/order/refund_detail?refundOrderNo=${encodeURIComponent(refund.refundOrderNo)}`)}>
          {t('refund.viewDetail')}
        </Link>
      </footer>
    </article>
  );
}
