import { describe, expect, it } from 'vitest';
import { chromiumOnStack } from '../helpers/chromium-on-stack';
import { api, expectNoAxeViolations, newShopper } from './support';

/**
 * The goods page of a product that comes in colours (issue 26, requirement 2): choosing a colour puts that
 * colour's own picture on the stage and first in the gallery, and the title shows the real rating.
 */
const { stack, browser, contexts } = chromiumOnStack();

type Detail = {
  productInfo: { id: number; storeName: string; image: string };
  productAttr: { attrName: string; attrValues: string }[];
  productValue: Record<string, { image: string; sku: string }>;
};

describe('goods gallery follows the chosen colour', () => {
  it('switches the main picture to the chosen colour and shows the rating by the title', async () => {
    const page = await newShopper(browser, contexts);
    await page.goto(stack.baseUrl);
    const a = api(page, stack.baseUrl);
    const list = await a.get<{ list: { id: number; replyNum: number }[] }>('/api/front/product/list?keyword=Smartphone&page=1&limit=10');
    const reviewed = list.list.find((p) => p.replyNum > 0) ?? list.list[0]!;
    const detail = await a.get<Detail>(`/api/front/product/detail/${reviewed.id}`);
    const colorAttr = detail.productAttr.find((x) => x.attrName === 'Color')!;
    const colors = colorAttr.attrValues.split(',');
    expect(colors.length).toBeGreaterThan(1);
    const pictureOf = (color: string) => Object.values(detail.productValue).find((v) => v.sku.split(',')[0] === color)!.image;
    const path = (src: string | null) => new URL(src ?? '', stack.baseUrl).pathname;
    expect(path(pictureOf(colors[1]!))).not.toBe(path(pictureOf(colors[0]!)));

    await page.goto(`${stack.baseUrl}/goods_detail/${detail.productInfo.id}`);
    const name = detail.productInfo.storeName;
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const stage = page.locator(`img[alt="${name.replace(/"/g, '\\"')}"][fetchpriority="high"]`);
    if (reviewed.replyNum > 0) await page.getByTestId('title-rating').getByRole('button', { name: `Reviews: ${reviewed.replyNum}` }).waitFor();

    for (const color of [colors[1]!, colors[0]!]) {
      await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: color, exact: true }).check();
      await expect.poll(async () => path(await stage.getAttribute('src'))).toBe(path(pictureOf(color)));
      // The colour's picture leads the thumbnails too.
      const first = page.getByRole('button', { name: /^Show image 1 of \d+$/ });
      expect(path(await first.locator('img').getAttribute('src'))).toBe(path(pictureOf(color)));
    }
    await expectNoAxeViolations(page, 'goods page after choosing a colour');
  });
});
