import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureAddress } from '../helpers/checkout';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { DEMO, api, expectNoAxeViolations, moneyText, newShopper, poll, signIn, type ProductDetail } from './support';

/**
 * Issue 26: a two-shop checkout shown shop by shop, with part of the points. The demo seed allows points in
 * steps of 100 (1.00 each), at most 5,000 on one order; the demo shopper has 2,000.
 */
const { stack, browser, contexts } = chromiumOnStack();
const url = (path: string) => `${stack.baseUrl}${path}`;

/** "$1,234.50" → 123450: whole cents, so sums are exact. */
const cents = (s: string) => Number(moneyText(s).replace('.', ''));

async function payable(page: Page): Promise<number> {
  return cents((await page.locator('dt', { hasText: 'Amount to pay' }).locator('xpath=following-sibling::dd').textContent()) ?? '');
}

async function pointsDeduction(page: Page): Promise<number> {
  return cents((await page.locator('dt', { hasText: 'Points deduction' }).locator('xpath=following-sibling::dd').textContent()) ?? '');
}

/** Two products of two different shops, each with a SKU in stock. */
async function twoShops(page: Page) {
  const a = api(page, stack.baseUrl);
  const picked: { productId: number; attrValueId: number; merId: number }[] = [];
  for (let pageNo = 1; pageNo <= 5 && picked.length < 2; pageNo++) {
    const list = await a.get<{ list: { id: number; stock: number }[] }>(`/api/front/product/list?page=${pageNo}&limit=20`);
    for (const p of list.list) {
      if (picked.length === 2) break;
      if (p.stock < 5) continue;
      const d = await a.get<ProductDetail>(`/api/front/product/detail/${p.id}`);
      if (picked.some((x) => x.merId === d.productInfo.merId)) continue;
      const sku = Object.values(d.productValue).find((s) => s.stock >= 2);
      if (sku) picked.push({ productId: p.id, attrValueId: sku.id, merId: d.productInfo.merId });
    }
  }
  expect(picked, 'two shops in the demo catalogue').toHaveLength(2);
  return picked;
}

describe('checkout shop by shop, with part of the points', () => {
  it('shows each shop’s goods, shipping, discounts and total; takes points in steps; the shops add up to the order', async () => {
    const page = await newShopper(browser, contexts);
    await signIn(page, stack.baseUrl, DEMO);
    const a = api(page, stack.baseUrl);
    const pointsBefore = (await a.get<{ integral: number }>('/api/front/integral/user')).integral;
    expect(pointsBefore).toBeGreaterThanOrEqual(300);
    const lines = await twoShops(page);
    const pre = await a.post<{ preOrderNo: string }>('/api/front/order/pre/order', {
      preOrderType: 'buyNow',
      orderDetails: lines.map((l) => ({ productId: l.productId, attrValueId: l.attrValueId, productNum: 1 })),
    });
    await page.goto(url(`/order/order_confirm?preOrderNo=${encodeURIComponent(pre.preOrderNo)}`));
    await page.getByRole('heading', { name: 'Confirm order' }).waitFor();
    await ensureAddress(page);

    const table = page.getByRole('table');
    await page.getByRole('heading', { name: 'Your order, shop by shop' }).waitFor();
    await poll(async () => table.locator('tbody tr').count()).toBe(2);
    const before = await payable(page);

    // A wrong amount is explained next to the field and deducts nothing; the order cannot be placed.
    await page.getByRole('checkbox', { name: /Use my points/ }).check();
    const amount = page.getByRole('spinbutton', { name: 'Points to use' });
    await amount.waitFor();
    await amount.fill('150');
    await page.getByText('Use points in steps of 100').waitFor();
    await expect(amount.getAttribute('aria-invalid')).resolves.toBe('true');
    await poll(() => pointsDeduction(page)).toBe(0);
    await poll(() => payable(page)).toBe(before);
    await expect(page.getByRole('button', { name: 'Submit order' }).isDisabled()).resolves.toBe(true);

    await amount.fill('300');
    await page.getByText(/300 points = \$3\.00 off/).waitFor();
    await poll(() => pointsDeduction(page)).toBe(300);
    await poll(() => payable(page)).toBe(before - 300);
    await page.getByText('300 points will be used').waitFor();
    await expectNoAxeViolations(page, 'order confirmation with the shop breakdown');

    // Each shop's total is goods + shipping − its discounts, and the shop totals add up to the order to the cent.
    const rows = await table.locator('tbody tr').all();
    let sum = 0;
    for (const row of rows) {
      // A cell's amount is its first span (the price); "None" cells have none.
      const cells = await row.locator('td').evaluateAll((tds) => tds.map((td) => td.querySelector('span')?.textContent ?? '0'));
      const [goods, freight, coupon, points, total] = cells.map(cents);
      expect(total).toBe(goods! + freight! - coupon! - points!);
      sum += total!;
    }
    expect(sum).toBe(await payable(page));
    const foot = await table.locator('tfoot td').allTextContents();
    expect(cents(foot[foot.length - 1]!)).toBe(sum);

    await page.getByRole('button', { name: 'Submit order' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    const orderNo = (await page.getByTestId('result-order-no').textContent())!.trim();
    const master = await a.get<{ integralPrice: string; payPrice: string; orderList: unknown[] }>(`/api/front/order/master/detail/${orderNo}`);
    expect(master).toMatchObject({ integralPrice: '3.00' });
    expect(master.orderList).toHaveLength(2);
    expect(cents(master.payPrice)).toBe(sum);
    expect((await a.get<{ integral: number }>('/api/front/integral/user')).integral).toBe(pointsBefore - 300);
  });
});
