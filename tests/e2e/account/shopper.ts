/**
 * A shopper driven over the BFF's HTTP API, for setting up journey state quickly (register, cart,
 * order, pay) so the browser only does the part the journey is about. It keeps the session cookie
 * the BFF sets and sends the CSRF header the BFF requires.
 */
export interface CodeSource {
  (to: string): Promise<string> | string;
}

export class ShopperApi {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** The cookies, for handing the session to a browser context. */
  cookieList(): { name: string; value: string; url: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value, url: this.baseUrl }));
  }

  async call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, opts: { raw?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { 'X-CSRF': '1', Accept: 'application/json', Origin: this.baseUrl };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (opts.raw !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = opts.raw;
    } else if (body !== undefined || method === 'POST') {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
    const res = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const data = text ? (JSON.parse(text) as unknown) : null;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
    return data as T;
  }

  /** Registers and signs in; returns the new uid (for admin calls such as a balance top-up). */
  async registerByEmail(email: string, password: string, codeOf: CodeSource): Promise<number> {
    await this.call('POST', '/api/front/login/email/captcha', undefined, { raw: email });
    const captcha = await codeOf(email);
    const res = await this.call<{ uid?: number }>('POST', '/api/front/login/register/email', { email, captcha, password });
    if (typeof res?.uid !== 'number') throw new Error('Register answer carries no uid');
    return res.uid;
  }

  async signInByEmail(email: string, password: string): Promise<void> {
    await this.call('POST', '/api/front/login/email', { email, password });
  }

  async addAddress(a: Partial<{ realName: string; email: string; country: string; detail: string; postCode: string; phone: string; countryCode: string; isDefault: boolean }> = {}): Promise<number> {
    await this.call('POST', '/api/front/address/edit', {
      realName: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'United States',
      detail: '12 Analytical Row, London',
      postCode: '10001',
      countryCode: '+44',
      phone: '7700900123',
      isDefault: true,
      ...a,
    });
    const list = await this.call<{ list: { id: number; isDefault: boolean }[] }>('GET', '/api/front/address/list?page=1&limit=50');
    return (list.list.find((x) => x.isDefault) ?? list.list[0])!.id;
  }

  /** A product with stock and its first SKU. */
  async pickProduct(skip = 0): Promise<{ productId: number; attrValueId: number; name: string }> {
    const page = await this.call<{ list: { id: number; storeName: string; stock: number }[] }>('GET', '/api/front/product/list?page=1&limit=40');
    const candidates = page.list.filter((p) => p.stock > 5);
    const p = candidates[skip % candidates.length];
    if (!p) throw new Error('The demo catalogue has no product in stock');
    const detail = await this.call<{ productValue: Record<string, { id: number; stock: number }> }>('GET', `/api/front/product/detail/${p.id}`);
    const sku = Object.values(detail.productValue).find((v) => v.stock > 2);
    if (!sku) throw new Error(`Product ${p.id} has no SKU in stock`);
    return { productId: p.id, attrValueId: sku.id, name: p.storeName };
  }

  /** Buy now → create → (optionally) pay with the balance. Returns the master and shop order numbers. */
  async placeOrder(opts: { pay: boolean; skip?: number; addressId: number; num?: number }): Promise<{ masterNo: string; shopNo: string; productId: number; productName: string }> {
    const p = await this.pickProduct(opts.skip ?? 0);
    const { preOrderNo } = await this.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ productId: p.productId, attrValueId: p.attrValueId, productNum: opts.num ?? 1 }],
    });
    const { orderNo } = await this.call<{ orderNo: string }>('POST', '/api/front/order/create', {
      preOrderNo,
      addressId: opts.addressId,
      payType: 'yue',
      payChannel: 'pc',
      mark: 'Please ring the bell',
    });
    if (opts.pay) await this.call('POST', '/api/front/pay/payment', { orderNo, payType: 'yue', payChannel: 'pc' });
    const master = await this.call<{ orderList: { orderNo: string }[] }>('GET', `/api/front/order/master/detail/${orderNo}`);
    return { masterNo: orderNo, shopNo: master.orderList[0]!.orderNo, productId: p.productId, productName: p.name };
  }
}

/** The admin API of the commerce service (merchant side), bearer-authenticated. */
export class AdminApi {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(`/api/admin${path}`, this.url), {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const env = (await res.json()) as { code: number; message: string; data: T };
    if (env.code !== 200) throw new Error(`admin ${method} ${path} → ${env.code}: ${env.message}`);
    return env.data;
  }

  latestCode = async (to: string): Promise<string> => {
    const list = await this.call<{ code: string; to: string }[] | { list: { code: string; to: string }[] }>('GET', `/outbox?to=${encodeURIComponent(to)}&limit=1`);
    const items = Array.isArray(list) ? list : list.list;
    const m = items[0];
    if (!m) throw new Error(`No code in the outbox for ${to}`);
    return m.code;
  };

  ship(orderNo: string) {
    return this.call('POST', `/orders/${orderNo}/ship`, {
      deliveryName: 'Royal Mail',
      deliveryCode: 'royalmail',
      deliveryId: 'RM123456789GB',
      courier: 'Sam Porter',
      courierPhone: '+44 20 7946 0000',
      events: [
        { station: 'Parcel handed to Royal Mail in Manchester', time: '2026-03-01 09:15:00' },
        { station: 'Arrived at the London delivery office', time: '2026-03-02 06:40:00' },
      ],
    });
  }

  topUp(uid: number, amount: string) {
    return this.call('POST', `/users/${uid}/balance`, { amount, title: 'E2E top-up' });
  }
}
