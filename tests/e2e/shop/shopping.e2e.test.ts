import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureAddress } from '../helpers/checkout';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { ADA, DEMO, api, expectNoAxeViolations, moneyText, newShopper, poll, productWithSpecs, signIn } from './support';

/**
 * The money path in Chromium against the real BFF + commerce service on a fresh demo database:
 * search → goods → spec → cart → quantity → checkout with coupon and points → balance → result →
 * order list, and the journeys around it. STATIC_DIR may point at another build than dist/web.
 */
const { stack, browser, contexts } = chromiumOnStack();

const url = (path: string) => `${stack.baseUrl}${path}`;

async function shopper(who = DEMO): Promise<Page> {
  const page = await newShopper(browser, contexts);
  await signIn(page, stack.baseUrl, who);
  return page;
}

/** Waits for the result page; on failure the message says what the page showed instead. */
async function paid(page: Page) {
  try {
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
  } catch {
    const shown = await page.locator('main').innerText().catch(() => '');
    throw new Error(`No payment success at ${page.url()}:\n${shown.slice(0, 1500)}`);
  }
}

async function payableText(page: Page): Promise<string> {
  return moneyText((await page.locator('dt', { hasText: 'Amount to pay' }).locator('xpath=following-sibling::dd').textContent()) ?? '');
}

describe('shopping journeys', () => {
  it('search → goods → spec → cart → quantity → checkout with coupon and points → balance → result → order list', async () => {
    const page = await shopper();
    const a = api(page, stack.baseUrl);
    const { detail, b, keyB } = await productWithSpecs(page, stack.baseUrl);
    const name = detail.productInfo.storeName;

    // A platform coupon the order can use, collected before checkout.
    const coupons = await a.get<{ list: { id: number; name: string; minPrice: string; isUse: boolean }[] }>('/api/front/coupons?useType=3&page=1&limit=20');
    const coupon = coupons.list.filter((c) => Number(c.minPrice) <= Number(b.price) * 3).sort((x, y) => Number(x.minPrice) - Number(y.minPrice))[0];
    expect(coupon, 'a platform coupon with a low threshold').toBeTruthy();
    if (!coupon!.isUse) await a.post('/api/front/coupon/receive', { couponId: coupon!.id });

    await page.goto(url(`/goods/goods_search?keywords=${encodeURIComponent(name)}`));
    await page.getByRole('link', { name, exact: true }).first().click();
    await page.waitForURL(new RegExp(`/goods_detail/${detail.productInfo.id}$`));
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Choose spec B option by option: price and stock follow the SKU keyed by the joined options.
    const values = keyB.split(',');
    for (let i = 0; i < detail.productAttr.length; i++) {
      await page.getByRole('group', { name: detail.productAttr[i]!.attrName }).getByRole('radio', { name: values[i]!, exact: true }).check();
    }
    await page.getByText(`Stock: ${b.stock}`).waitFor();
    expect(moneyText((await page.getByTestId('goods-price').textContent()) ?? '')).toBe(Number(b.price).toFixed(2));

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart').first().waitFor();

    await page.goto(url('/cart'));
    const line = page.locator('[data-testid="cart-line"]', { hasText: name });
    await line.waitFor();
    // Two quick presses: one debounced write of 3 (plus whatever was there before).
    const before = Number(await line.getByRole('textbox', { name: 'Quantity' }).inputValue());
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await poll(async () => (await line.getByText('Updating…').count()) === 0, { timeout: 10_000 }).toBe(true);
    await expect
      .poll(async () => {
        // productAttrUnique is A's String of digits on the wire.
        const groups = await a.get<{ cartInfoList: { productAttrUnique: string; cartNum: number }[] }[]>('/api/front/cart/list?isValid=true');
        return groups.flatMap((g) => g.cartInfoList).find((l) => Number(l.productAttrUnique) === b.id)?.cartNum;
      })
      .toBe(before + 2);
    const subtotal = (Number(b.price) * 100 * (before + 2)) / 100;
    await line.getByText(`$${subtotal.toFixed(2)}`).waitFor();

    // Check out only this line.
    const selectAll = page.getByRole('checkbox', { name: 'Select all', exact: true });
    await selectAll.uncheck();
    await line.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
    await ensureAddress(page);

    const payableBefore = await payableText(page);
    await page.getByRole('radio', { name: coupon!.name }).check();
    await poll(() => payableText(page)).not.toBe(payableBefore);
    const afterCoupon = await payableText(page);
    await page.getByRole('checkbox', { name: /Use my points/ }).check();
    await page.getByText(/points will be used/).waitFor();
    await poll(() => payableText(page)).not.toBe(afterCoupon);
    // The method is proposed once the balance is known (it covers the order here), so wait for it.
    await expect.poll(() => page.getByRole('radio', { name: /Balance/ }).isChecked()).toBe(true);
    await page.getByText(/Available:/).waitFor();

    await page.getByRole('button', { name: 'Submit order' }).click();
    await paid(page);
    const orderNo = (await page.getByTestId('result-order-no').textContent())!.trim();
    expect(orderNo).not.toBe('');
    await expectNoAxeViolations(page, 'payment result');

    const master = await a.get<{ paid: boolean; payType: string }>(`/api/front/order/master/detail/${orderNo}`);
    expect(master).toMatchObject({ paid: true, payType: 'yue' });
    const shipped = await a.get<{ list: { masterOrderNo: string; orderNo: string }[] }>('/api/front/order/list?type=1&page=1&limit=50');
    expect(shipped.list.some((o) => o.masterOrderNo === orderNo)).toBe(true);

    // The result names the shop order numbers the order list uses, beside the combined one.
    const shopNos = (await page.getByTestId('result-shop-orders').getByRole('link').allTextContents()).map((x) => x.trim());
    expect(shopNos.length).toBeGreaterThan(0);
    expect(shopNos.every((n) => shipped.list.some((o) => o.orderNo === n))).toBe(true);
    // The goods just bought were viewed on the way: home shows them as recently viewed.
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Recently viewed' }).waitFor();
    await page.getByRole('list', { name: 'Recently viewed' }).getByText(name).first().waitFor();
    await page.goBack();
    await paid(page);
    // "View order" opens the order just paid, with each shop's part and its number.
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(/\/user_center\/order\/detail\?orderNo=.*&master=1/);
    await page.getByText(shopNos[0]!).waitFor();
    await page.getByRole('link', { name: 'View this order' }).first().click();
    await page.waitForURL(new RegExp(`/user_center/order/detail\\?orderNo=${shopNos[0]}$`));
    await page.getByText(name).first().waitFor();
    // An unknown number is a clear "not found" with a way back, never an error page.
    await page.goto(url('/order/payment_result?orderNo=PT000000000000000000&payType=yue'));
    await page.getByText('Order not found').waitFor();
    await page.getByRole('link', { name: 'My orders' }).waitFor();
    // Paid and waiting to ship: the account area's "unshipped" tab lists it.
    await page.goto(url('/user_center/order/list?tab=unshipped'));
    await page.getByText(name).first().waitFor();
  });

  it('buy now goes straight to confirmation and pays by balance', async () => {
    const page = await shopper();
    const { detail } = await productWithSpecs(page, stack.baseUrl, 1);
    await page.goto(url(`/goods/detail?id=${detail.productInfo.id}`));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(/\/order\/order_confirm\?preOrderNo=/);
    await ensureAddress(page);
    await page.getByRole('button', { name: 'Submit order' }).click();
    await paid(page);
  });

  it('a double-clicked submit gives one order', async () => {
    const page = await shopper();
    const a = api(page, stack.baseUrl);
    const { detail, a: sku } = await productWithSpecs(page, stack.baseUrl, 2);
    const { preOrderNo } = await a.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ productId: detail.productInfo.id, attrValueId: sku.id, productNum: 1 }],
    });
    const before = await stack.admin<{ total: number }>('GET', '/api/admin/orders?page=1&limit=1');
    await page.goto(url(`/order/order_confirm?preOrderNo=${preOrderNo}`));
    await ensureAddress(page);
    await page.getByRole('button', { name: 'Submit order' }).dblclick();
    await page.getByRole('button', { name: 'Submit order' }).click({ force: true, timeout: 2000 }).catch(() => {});
    await paid(page);
    const after = await stack.admin<{ total: number }>('GET', '/api/admin/orders?page=1&limit=1');
    expect(after.data.total - before.data.total).toBe(1);
  });

  it('category sort cycles and resets the page, the price filter and pager live in the URL', async () => {
    const page = await newShopper(browser, contexts);
    const a = api(page, stack.baseUrl);
    const tree = await a.get<{ id: number; name: string }[]>('/api/front/product/category');
    let cid = 0;
    for (const c of tree) {
      const l = await a.get<{ total: number }>(`/api/front/product/list?cid=${c.id}&page=1&limit=1`);
      if (l.total > 20) {
        cid = c.id;
        break;
      }
    }
    expect(cid).toBeGreaterThan(0);
    await page.goto(url(`/categories?id=${cid}`));
    await page.getByRole('navigation', { name: 'Pagination' }).or(page.locator('nav[aria-label]').filter({ has: page.getByRole('button', { name: /Next/ }) })).first().waitFor();
    await page.locator('nav').getByRole('button', { name: /Page 2|^2$/ }).first().click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: /^Sales/ }).click();
    await page.waitForURL((u) => u.searchParams.get('sales') === '1' && !u.searchParams.has('page'));
    await page.getByRole('button', { name: /^Sales/ }).click();
    await page.waitForURL((u) => u.searchParams.get('sales') === '2');
    await page.getByRole('button', { name: /^Price/ }).click();
    await page.waitForURL((u) => u.searchParams.get('price') === '1' && !u.searchParams.has('sales'));
    // Ascending price: the first card is the cheapest of the category.
    const cheapest = await a.get<{ list: { storeName: string }[] }>(`/api/front/product/list?cid=${cid}&priceOrder=asc&page=1&limit=1`);
    await poll(async () => page.locator('article h2').first().textContent()).toBe(cheapest.list[0]!.storeName);

    const range = page.getByRole('form', { name: 'Price range' });
    await range.getByRole('textbox', { name: 'Min price' }).fill('10');
    await range.getByRole('textbox', { name: 'Max price' }).fill('50');
    await range.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((u) => u.searchParams.get('min') === '10' && u.searchParams.get('max') === '50');
    // The grid keeps the previous page on screen until the filtered answer lands.
    await expect
      .poll(async () => {
        const prices = (await page.locator('article div[class*="prices"] > span').allTextContents()).map((t) => Number(moneyText(t)));
        return prices.length > 0 && prices.every((v) => v >= 10 && v <= 50);
      })
      .toBe(true);
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('min'));
    await poll(() => range.getByRole('textbox', { name: 'Min price' }).inputValue()).toBe('');
    await expectNoAxeViolations(page, 'categories');

    // Without a category there is nothing to list: the 404 page, with its status (issue 26).
    const none = await page.goto(url('/categories'));
    expect(none?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Sorry, the page you are looking for is incorrect' }).waitFor();
  });

  it('store search finds a shop; following it sticks', async () => {
    const page = await shopper(ADA);
    const a = api(page, stack.baseUrl);
    const street = await a.get<{ list: { id: number; name: string }[] }>('/api/front/merchant/street?page=1&limit=5');
    const shop = street.list[1] ?? street.list[0]!;
    const word = shop.name.split(' ')[0]!;
    await page.goto(url('/goods/goods_search?type=Store'));
    // The header's box is the page's one search box (issue 26); it follows the Store tab of the address.
    const form = page.getByRole('banner').getByRole('search');
    await form.getByRole('combobox', { name: 'Search keywords' }).fill(word);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('keywords') === word);
    await page.getByRole('link', { name: shop.name }).first().click();
    await page.waitForURL(new RegExp(`/merchant/merchant/home\\?id=${shop.id}`));
    await page.getByRole('button', { name: `Follow ${shop.name}` }).click();
    await page.getByRole('button', { name: `Following ${shop.name}` }).waitFor();
    const info = await a.get<{ isCollect: boolean }>(`/api/front/merchant/index/info/${shop.id}`);
    expect(info.isCollect).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: `Following ${shop.name}` }).waitFor();
    await expectNoAxeViolations(page, 'shop home');
  });

  it('collects a coupon from the home page', async () => {
    const page = await shopper(ADA);
    await page.goto(url('/'));
    // The visible "Collect" is completed by the coupon's name for assistive technology.
    const collect = page.getByRole('button', { name: /^Collect\s*:/ }).first();
    await collect.waitFor({ timeout: 40_000 });
    const couponName = ((await collect.textContent()) ?? '').replace(/^Collect\s*:\s*/, '').trim();
    await collect.click();
    await page.getByText('Coupon collected').first().waitFor();
    await page.getByRole('button', { name: new RegExp(`^Collected\\s*:\\s*${couponName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().waitFor();
    const mine = await api(page, stack.baseUrl).get<{ list: { name: string }[] }>('/api/front/coupon/list?type=usable&page=1&limit=50');
    expect(mine.list.some((c) => c.name === couponName)).toBe(true);
  });

  it('a cart line made invalid by the merchant can be given another specification', async () => {
    const page = await shopper(ADA);
    const a = api(page, stack.baseUrl);
    const { detail, a: gone, b: other, keyB } = await productWithSpecs(page, stack.baseUrl, 3);
    await a.post('/api/front/cart/save', [{ productId: detail.productInfo.id, productAttrUnique: gone.id, cartNum: 1 }]);
    const res = await stack.admin('POST', `/api/admin/products/${detail.productInfo.id}/skus/${gone.id}`, { stock: 0 });
    expect(res.code).toBe(200);

    await page.goto(url('/cart'));
    const invalid = page.locator('[data-testid="invalid-line"]', { hasText: detail.productInfo.storeName });
    await invalid.waitFor();
    await invalid.getByRole('button', { name: 'Reselect specification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reselect specification' });
    const values = keyB.split(',');
    for (let i = 0; i < detail.productAttr.length; i++) {
      await dialog.getByRole('group', { name: detail.productAttr[i]!.attrName }).getByRole('radio', { name: values[i]!, exact: true }).check();
    }
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Specification updated').first().waitFor();
    await poll(() => invalid.count()).toBe(0);
    const groups = await a.get<{ cartInfoList: { productAttrUnique: string }[] }[]>('/api/front/cart/list?isValid=true');
    expect(groups.flatMap((g) => g.cartInfoList).some((l) => Number(l.productAttrUnique) === other.id)).toBe(true);
    await expectNoAxeViolations(page, 'cart');
  });

  it('has no axe violations on the shopping pages', async () => {
    const page = await shopper(ADA);
    const a = api(page, stack.baseUrl);
    const { detail, a: sku } = await productWithSpecs(page, stack.baseUrl);
    const street = await a.get<{ list: { id: number }[] }>('/api/front/merchant/street?page=1&limit=1');
    const mer = street.list[0]!.id;
    const tree = await a.get<{ id: number; childList: { id: number }[] }[]>('/api/front/product/category');
    const { preOrderNo } = await a.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: [{ productId: detail.productInfo.id, attrValueId: sku.id, productNum: 1 }],
    });
    const pages = [
      '/',
      `/categories?id=${tree[0]!.childList[0]?.id ?? tree[0]!.id}`,
      '/goods/goods_search?keywords=kit',
      '/goods/goods_search?type=Store',
      '/goods/top_one',
      '/goods/activity_list',
      `/goods_detail/${detail.productInfo.id}`,
      `/merchant/merchant/home?id=${mer}`,
      `/merchant/merchant/category?id=${mer}`,
      `/merchant/merchant/coupon?id=${mer}`,
      `/merchant/merchant/qualification?id=${mer}`,
      '/merchant/merchant_street',
      '/merchant/merchant_more',
      '/store',
      '/cart',
      `/order/order_confirm?preOrderNo=${preOrderNo}`,
      '/order/payment_result',
    ];
    for (const p of pages) {
      await page.goto(url(p), { waitUntil: 'networkidle' });
      await poll(() => page.locator('main [aria-busy="true"], main [role="status"] svg').count()).toBe(0);
      await expectNoAxeViolations(page, p);
    }
    // The goods tabs render their panels on demand: check each.
    await page.goto(url(`/goods_detail/${detail.productInfo.id}`), { waitUntil: 'networkidle' });
    for (const tab of ['Reviews', 'Recommend', 'Detail']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `goods tab ${tab}`);
    }
  });
});
