import { bool, money, object, text } from './fields';

/**
 * GET /api/front/pay/method: which payment methods are on. `yueStatus` (balance) is ours; the PC
 * client also knows `wechatPaySwitch`, `codSwitch` and `upiSwitch` (contract §14).
 */
export const payMethods = object({
  yueStatus: bool,
  paypalStatus: bool,
  stripeStatus: bool,
  stripePublishableKey: text,
});

/** POST /api/front/pay/payment. */
export const payment = object({
  status: bool,
  payType: text,
  orderNo: text,
  redirect: text,
  stripeClientSecret: text,
});

/** POST /api/front/pay/paypal/success. */
export const paypalCapture = object({ status: bool, payPrice: money, orderNo: text });

/** GET /api/front/pay/balance. */
export const balance = object({ userBalance: money });
