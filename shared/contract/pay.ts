import * as z from 'zod/mini';
import { bool, money, object, text } from './fields';
import { PAY_CHANNELS } from './order';

/**
 * GET /api/front/pay/method: which payment methods are on. `yueStatus` (balance) is ours; the PC
 * client also knows `wechatPaySwitch`, `codSwitch` and `upiSwitch` (docs/upstream-contract.md §14).
 * `codSwitch` is cash on delivery, the operator's setting (docs/api-extensions.md).
 */
export const payMethods = object({
  yueStatus: bool,
  codSwitch: bool,
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

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/**
 * POST /api/front/pay/payment: pay a placed order. A blank `payType` is accepted as on a real
 * backend (a PC client with no balance button sends ""); `wechat` is known and refused as unsupported;
 * `cod` (cash on delivery) takes no money and sends the order to the shop to ship (docs/api-extensions.md).
 */
export const paymentBody = z.object({
  orderNo: z.string({ error: 'Please provide the order number' }).check(z.trim(), z.minLength(1, 'Please provide the order number'), z.maxLength(64)),
  payType: z.enum(['', 'yue', 'cod', 'stripe', 'paypal', 'wechat'], { error: 'Please select a payment method' }),
  payChannel: z.enum(PAY_CHANNELS, { error: 'payChannel must be pc or mobile' }),
});

const paypalToken = z.string({ error: 'token is required' }).check(z.trim(), z.minLength(1, 'token is required'), z.maxLength(128));

/** POST /api/front/pay/paypal/success: the shopper came back from PayPal having approved (`PayerID` as PayPal spells it). */
export const paypalSuccessBody = z.object({
  token: paypalToken,
  PayerID: z.optional(z.string().check(z.maxLength(64))),
  payerID: z.optional(z.string().check(z.maxLength(64))),
});

/** POST /api/front/pay/paypal/cancel: the shopper left PayPal without paying. */
export const paypalCancelBody = z.object({ token: paypalToken });
