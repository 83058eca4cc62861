import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';
import { applyPayment, ORDER_CANCELLED } from './apply.js';
import { providers } from './providers.js';
import { approveLink } from './paypal.js';
import { parseMoney } from '../../../shared/money.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { payment } from '../../../shared/contract/pay.js';
import { closeOpenAttempts, refundStrayCard, settledBy } from './single.js';
import { codOn, payByCod } from './cod.js';

/** What POST /api/front/pay/payment answers. */
export type PaymentAnswer = Wire<typeof payment>;

async function loadOwnOrder(ctx: CommerceContext, uid: number, orderNo: string) {
  const order = await ctx.db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
  if (!order) throw new BusinessError('Order does not exist');
  return order;
}

function publicBase(ctx: CommerceContext): string {
  return (ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`).replace(/\/$/, '');
}

/** Balance payment: the order is claimed and the balance debited in one transaction, or neither happens. */
export async function payByBalance(ctx: CommerceContext, uid: number, orderNo: string): Promise<PaymentAnswer> {
  if (!ctx.config.BALANCE_PAY) throw new BusinessError('Balance payment is not enabled');
  // An open card attempt is cancelled first; if the card already went through, it pays instead.
  const open = await closeOpenAttempts(ctx, orderNo, 'yue');
  if (open.kind === 'card-succeeded') return settleCard(ctx, orderNo, open.intent);
  await ctx.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).where('uid', '=', uid).executeTakeFirst();
    if (!order) throw new BusinessError('Order does not exist');
    const result = await applyPayment(trx, {
      orderNo,
      payType: 'yue',
      amount: order.payPrice,
      provider: 'yue',
      providerRef: `yue-${orderNo}`,
      currency: ctx.config.SHOP_CURRENCY,
    });
    if (result === 'already-paid') return;
    if (order.payPrice > 0) {
      const debit = await trx
        .updateTable('users')
        .set((eb) => ({ balance: eb('balance', '-', order.payPrice), updatedAt: now() }))
        .where('id', '=', uid)
        .where('balance', '>=', order.payPrice)
        .executeTakeFirst();
      if (Number(debit.numUpdatedRows) === 0) throw new BusinessError('Insufficient balance, please choose another payment method');
      const user = await trx.selectFrom('users').select(['balance']).where('id', '=', uid).executeTakeFirstOrThrow();
      await trx
        .insertInto('balanceRecords')
        .values({ uid, title: `Payment for order ${orderNo}`, amount: -order.payPrice, balance: user.balance, linkId: orderNo, createdAt: now() })
        .execute();
    }
  });
  return { status: true, payType: 'yue', orderNo, redirect: '', stripeClientSecret: '' };
}

/** A card payment that went through: it settles the order, or is refunded if something else did. */
async function settleCard(ctx: CommerceContext, orderNo: string, pi: import('stripe').Stripe.PaymentIntent): Promise<PaymentAnswer> {
  const result = await ctx.db.transaction().execute((trx) =>
    applyPayment(trx, { orderNo, payType: 'stripe', amount: pi.amount_received || pi.amount, provider: 'stripe', providerRef: pi.id, currency: pi.currency.toUpperCase() }),
  );
  if (result === 'already-paid' && !(await settledBy(ctx, orderNo, pi.id))) await refundStrayCard(ctx, pi, orderNo, 'already-paid');
  return paidAnswer(ctx, orderNo);
}

/** The answer for an order that is paid, with the method that paid it. */
async function paidAnswer(ctx: CommerceContext, orderNo: string): Promise<PaymentAnswer> {
  const order = await ctx.db.selectFrom('orders').select(['payType']).where('orderNo', '=', orderNo).executeTakeFirst();
  return { status: true, payType: order?.payType || 'stripe', orderNo, redirect: '', stripeClientSecret: '' };
}

/** Remembers a provider payment the order is waiting for, once per provider reference (retries reuse it). */
async function recordPending(ctx: CommerceContext, p: { orderNo: string; uid: number; provider: string; providerRef: string; amount: number }): Promise<void> {
  const known = await ctx.db.selectFrom('payments').select(['id']).where('providerRef', '=', p.providerRef).executeTakeFirst();
  if (known) return;
  const stamp = now();
  await ctx.db
    .insertInto('payments')
    .values({ masterOrderNo: p.orderNo, uid: p.uid, provider: p.provider, providerRef: p.providerRef, amount: p.amount, currency: ctx.config.SHOP_CURRENCY, status: 'pending', createdAt: stamp, updatedAt: stamp })
    .execute();
}

async function payByStripe(ctx: CommerceContext, uid: number, orderNo: string, amount: number): Promise<PaymentAnswer> {
  const stripe = providers(ctx).stripe;
  if (!stripe) throw new BusinessError('Card payment is not enabled');
  const existing = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('masterOrderNo', '=', orderNo)
    .where('provider', '=', 'stripe')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  // The webhook settled the order after this press found it unpaid: the card went through, so the
  // shopper is told so, rather than handed the spent attempt's secret as if nothing had happened.
  if (existing?.status === 'succeeded') return paidAnswer(ctx, orderNo);
  if (existing && existing.status === 'pending') {
    const pi = await stripe.paymentIntents.retrieve(existing.providerRef);
    if (pi.status === 'succeeded') {
      // The shopper came back before the webhook: apply now; the webhook will then find it paid.
      return settleCard(ctx, orderNo, pi);
    }
    if (pi.amount === amount && pi.client_secret) {
      return { status: false, payType: 'stripe', orderNo, redirect: '', stripeClientSecret: pi.client_secret };
    }
  }
  const pi = await stripe.paymentIntents.create(
    {
      amount,
      currency: ctx.config.SHOP_CURRENCY.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      metadata: { orderNo, uid: String(uid) },
      description: `Order ${orderNo}`,
    },
    // One PaymentIntent per order and amount, however often the shopper presses pay.
    { idempotencyKey: `pi-${orderNo}-${amount}` },
  );
  await recordPending(ctx, { orderNo, uid, provider: 'stripe', providerRef: pi.id, amount });
  return { status: false, payType: 'stripe', orderNo, redirect: '', stripeClientSecret: pi.client_secret ?? '' };
}

async function payByPaypal(ctx: CommerceContext, uid: number, orderNo: string, amount: number): Promise<PaymentAnswer> {
  const paypal = providers(ctx).paypal;
  if (!paypal) throw new BusinessError('PayPal is not enabled');
  const base = publicBase(ctx);
  const ppOrder = await paypal.createOrder({
    orderNo,
    amount: money(amount),
    currency: ctx.config.SHOP_CURRENCY,
    returnUrl: `${base}/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=paypal`,
    cancelUrl: `${base}/order/payment_result?orderNo=${encodeURIComponent(orderNo)}&payType=paypal&payResult=cancel`,
  });
  const link = approveLink(ppOrder);
  if (!link) throw new BusinessError('PayPal did not return an approval link');
  await recordPending(ctx, { orderNo, uid, provider: 'paypal', providerRef: ppOrder.id, amount });
  return { status: false, payType: 'paypal', orderNo, redirect: link, stripeClientSecret: '' };
}

/** POST /pay/payment: starts (or, for balance, completes) the payment of a master order. */
export async function startPayment(ctx: CommerceContext, uid: number, p: { orderNo: string; payType: string }): Promise<PaymentAnswer> {
  const order = await loadOwnOrder(ctx, uid, p.orderNo);
  // Cancelled first: a cash-on-delivery order called off keeps its "accepted" flag but can never be paid.
  if (order.isCancel === 1) throw new BusinessError('The order has been cancelled and can no longer be paid');
  if (order.paid === 1) return { status: true, payType: order.payType, orderNo: order.orderNo, redirect: '', stripeClientSecret: '' };
  // A blank method means the one the order was placed with (balance, when balance payment is on, for a
  // blank method at checkout). With none either, nothing starts and the order stays unpaid, as a real
  // backend answers a blank method: no error, status false.
  const payType = p.payType === '' ? order.payType : p.payType;
  if (payType === '') return { status: false, payType: '', orderNo: order.orderNo, redirect: '', stripeClientSecret: '' };
  if (order.payPrice === 0) {
    // Fully covered by coupon and points: nothing to charge, whatever method was chosen.
    await ctx.db.transaction().execute((trx) =>
      applyPayment(trx, { orderNo: order.orderNo, payType, amount: 0, provider: 'free', providerRef: `free-${order.orderNo}`, currency: ctx.config.SHOP_CURRENCY }),
    );
    return { status: true, payType, orderNo: order.orderNo, redirect: '', stripeClientSecret: '' };
  }
  switch (payType) {
    case 'yue':
      return payByBalance(ctx, uid, order.orderNo);
    case 'cod': {
      // An open card attempt is closed first; a card that already went through pays the order instead.
      if (!(await codOn(ctx))) throw new BusinessError('Cash on delivery is not available, please choose another payment method');
      const open = await closeOpenAttempts(ctx, order.orderNo, 'cod');
      if (open.kind === 'card-succeeded') return settleCard(ctx, order.orderNo, open.intent);
      return payByCod(ctx, uid, order.orderNo);
    }
    case 'stripe':
      return payByStripe(ctx, uid, order.orderNo, order.payPrice);
    case 'paypal':
      return payByPaypal(ctx, uid, order.orderNo, order.payPrice);
    default:
      throw new BusinessError('Unsupported payment method');
  }
}

/** The shopper is back from PayPal: capture (idempotent at PayPal) and apply once. */
/**
 * The shopper's return from PayPal. The order is checked before anything is captured: an order cancelled
 * meanwhile (by the shopper or by the unpaid-order expiry) captures nothing. If the cancel lands between
 * that check and the capture, the captured money goes straight back, once, and the attempt ends refunded.
 */
export async function paypalSuccess(ctx: CommerceContext, uid: number, token: string) {
  const paypal = providers(ctx).paypal;
  if (!paypal) throw new BusinessError('PayPal is not enabled');
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'paypal')
    .where('providerRef', '=', token)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!payment) throw new BusinessError('Payment does not exist');
  const order = await loadOwnOrder(ctx, uid, payment.masterOrderNo);
  // Paid meanwhile by another method: never capture the PayPal money.
  if (order.paid === 1) return { status: true, payPrice: money(order.payPrice), orderNo: order.orderNo };
  if (order.isCancel === 1) return refuseCancelledPaypal(ctx, paypal, payment.providerRef, order.orderNo);
  if (payment.status === 'cancelled') return { status: false, payPrice: money(order.payPrice), orderNo: order.orderNo };
  const open = await closeOpenAttempts(ctx, order.orderNo, 'paypal', token);
  if (open.kind === 'card-succeeded') {
    await settleCard(ctx, order.orderNo, open.intent);
    return { status: true, payPrice: money(order.payPrice), orderNo: order.orderNo };
  }
  let pp = await paypal.getOrder(token);
  if (pp.status !== 'COMPLETED') pp = await paypal.capture(token);
  const capture = pp.purchase_units[0]?.payments?.captures?.[0];
  if (pp.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
    await ctx.db.updateTable('payments').set({ status: 'failed', updatedAt: now() }).where('id', '=', payment.id).execute();
    throw new BusinessError('PayPal did not complete the payment');
  }
  let applied: Awaited<ReturnType<typeof applyPayment>>;
  try {
    applied = await ctx.db.transaction().execute((trx) =>
      applyPayment(trx, { orderNo: order.orderNo, payType: 'paypal', amount: parseMoney(capture.amount.value), provider: 'paypal', providerRef: token, currency: capture.amount.currency_code }),
    );
  } catch (err) {
    // The cancel won the race with the capture: the money is the shopper's again.
    if (err instanceof BusinessError && err.message === ORDER_CANCELLED) {
      await refundStrayPaypal(ctx, paypal, { paymentId: payment.id, token, capture, orderNo: order.orderNo, reason: 'order cancelled while the shopper was at PayPal' });
    }
    throw err;
  }
  if (applied === 'already-paid' && !(await settledBy(ctx, order.orderNo, token))) {
    // Another method won in the meantime: the captured PayPal money goes straight back.
    await refundStrayPaypal(ctx, paypal, { paymentId: payment.id, token, capture, orderNo: order.orderNo, reason: `order already paid by ${order.payType || 'another method'}` });
  }
  return { status: true, payPrice: money(order.payPrice), orderNo: order.orderNo };
}

type Paypal = NonNullable<ReturnType<typeof providers>['paypal']>;
type PaypalCapture = { id: string; amount: { value: string; currency_code: string } };

/** Captured PayPal money that no order can keep: refunded once (the refund number is the request id) and the attempt ends refunded. */
async function refundStrayPaypal(ctx: CommerceContext, paypal: Paypal, p: { paymentId: number; token: string; capture: PaypalCapture; orderNo: string; reason: string }): Promise<void> {
  const refund = await paypal.refundCapture(p.capture.id, { amount: p.capture.amount.value, currency: p.capture.amount.currency_code, refundNo: `stray-${p.token}` });
  await ctx.db.updateTable('payments').set({ status: 'refunded', reason: `${p.reason}; refund ${refund.id}`, updatedAt: now() }).where('id', '=', p.paymentId).execute();
  ctx.log.warn({ orderNo: p.orderNo, paypalOrder: p.token, refund: refund.id, reason: p.reason }, 'PayPal payment refunded automatically');
}

/**
 * The return from PayPal for a cancelled order. Nothing is captured; should PayPal already hold captured
 * money for it (an earlier return captured, then lost the race), that goes back. The attempt ends final.
 */
async function refuseCancelledPaypal(ctx: CommerceContext, paypal: Paypal, token: string, orderNo: string): Promise<never> {
  const payment = await ctx.db.selectFrom('payments').select(['id', 'status']).where('provider', '=', 'paypal').where('providerRef', '=', token).executeTakeFirstOrThrow();
  if (payment.status !== 'refunded') {
    const pp = await paypal.getOrder(token);
    const capture = pp.purchase_units[0]?.payments?.captures?.[0];
    if (pp.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
      await refundStrayPaypal(ctx, paypal, { paymentId: payment.id, token, capture, orderNo, reason: 'order cancelled before the money arrived' });
    } else if (payment.status === 'pending') {
      await ctx.db.updateTable('payments').set({ status: 'cancelled', reason: 'order cancelled before the shopper returned from PayPal', updatedAt: now() }).where('id', '=', payment.id).execute();
      ctx.log.warn({ orderNo, paypalOrder: token }, 'PayPal return for a cancelled order: nothing captured');
    }
  }
  throw new BusinessError(ORDER_CANCELLED);
}

/** The shopper left PayPal without paying; only the order's own shopper can close the attempt. */
export async function paypalCancel(ctx: CommerceContext, uid: number, token: string): Promise<boolean> {
  const res = await ctx.db
    .updateTable('payments')
    .set({ status: 'cancelled', updatedAt: now() })
    .where('provider', '=', 'paypal')
    .where('providerRef', '=', token)
    .where('uid', '=', uid)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
