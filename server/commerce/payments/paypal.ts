import { request } from 'undici';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { BusinessError } from '../http/envelope.js';

const TIMEOUT_MS = 15_000;

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
export const paypalOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(linkSchema).optional().default([]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        payments: z
          .object({
            captures: z.array(z.object({ id: z.string(), status: z.string(), amount: z.object({ value: z.string(), currency_code: z.string() }) })).optional(),
          })
          .optional(),
      }),
    )
    .optional()
    .default([]),
});
export type PaypalOrder = z.infer<typeof paypalOrderSchema>;
const refundSchema = z.object({ id: z.string(), status: z.string() });

/** PayPal REST v2 over undici with a timeout on every call; PAYPAL_API_BASE may point at a fake on loopback. */
export class PaypalClient {
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: Config) {}

  static from(config: Config): PaypalClient | null {
    return config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET ? new PaypalClient(config) : null;
  }

  private async call(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const res = await request(new URL(path, this.config.PAYPAL_API_BASE), {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.body.text();
    if (res.statusCode >= 400) {
      throw new BusinessError(`PayPal refused the request (${res.statusCode})`);
    }
    return text ? JSON.parse(text) : {};
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.PAYPAL_CLIENT_ID}:${this.config.PAYPAL_CLIENT_SECRET}`).toString('base64');
    const res = await request(new URL('/v1/oauth2/token', this.config.PAYPAL_API_BASE), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.body.text();
    if (res.statusCode >= 400) throw new BusinessError('PayPal authentication failed');
    const t = tokenSchema.parse(JSON.parse(text));
    this.token = { value: t.access_token, until: Date.now() + Math.max(60, (t.expires_in ?? 300) - 60) * 1000 };
    return t.access_token;
  }

  private async authed(method: 'GET' | 'POST', path: string, body: unknown, requestId?: string): Promise<unknown> {
    const token = await this.accessToken();
    return this.call(method, path, body, {
      authorization: `Bearer ${token}`,
      ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      Prefer: 'return=representation',
    });
  }

  async createOrder(p: { orderNo: string; amount: string; currency: string; returnUrl: string; cancelUrl: string }): Promise<PaypalOrder> {
    const data = await this.authed(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [{ reference_id: p.orderNo, custom_id: p.orderNo, amount: { currency_code: p.currency, value: p.amount } }],
        application_context: { return_url: p.returnUrl, cancel_url: p.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' },
      },
      // PayPal de-duplicates on this header, so a retried create returns the same PayPal order.
      `create-${p.orderNo}`,
    );
    return paypalOrderSchema.parse(data);
  }

  async getOrder(id: string): Promise<PaypalOrder> {
    return paypalOrderSchema.parse(await this.authed('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`, undefined));
  }

  async capture(id: string): Promise<PaypalOrder> {
    return paypalOrderSchema.parse(await this.authed('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, `capture-${id}`));
  }

  async refundCapture(captureId: string, p: { amount: string; currency: string; refundNo: string }): Promise<{ id: string; status: string }> {
    const data = await this.authed(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { amount: { value: p.amount, currency_code: p.currency } },
      `refund-${p.refundNo}`,
    );
    return refundSchema.parse(data);
  }
}

export function approveLink(order: PaypalOrder): string | undefined {
  return order.links.find((l) => l.rel === 'approve' || l.rel === 'payer-action')?.href;
}
