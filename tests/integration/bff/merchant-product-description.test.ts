import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { addCategory, addMerchant } from '../../helpers/fixtures-catalog.js';
import { adminProductPage, MERCHANT_PRODUCT_PATHS as PATH, PRODUCT_RULES, storeProductInfo } from '../../../shared/contract/admin-product.js';

const OWNER = { account: 'owner@description.test', password: 'Owner#2026pass' };
const PIC = '/crmebimage/public/product/20260101/main.png';

/**
 * The product form's rich description through the BFF: a long one fits (the form's body is larger than
 * other console calls), and one that grows past the limit once cleaned is refused naming the description,
 * which the console shows at the editor.
 */
describe('the merchant console\'s product description through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  let leaf: number;
  let b: BffClient;

  beforeAll(async () => {
    const top = await addCategory(c.db, { name: 'Home', level: 1 });
    const mid = await addCategory(c.db, { name: 'Kitchen', level: 2, pid: top });
    leaf = await addCategory(c.db, { name: 'Pans', level: 3, pid: mid });
    const merId = await addMerchant(c.db, { name: 'Pan Co' });
    b = await ownerBrowser(c, bff, { ...OWNER, merId });
  });

  const body = (name: string, content: string) => ({
    image: PIC,
    sliderImage: JSON.stringify([PIC]),
    storeName: name,
    storeInfo: 'Heavy base',
    keyword: 'pan',
    unitName: 'piece',
    specType: false,
    attrValue: [{ stock: 5, price: '25.00', attrValue: '' }],
    content,
    categoryId: leaf,
  });

  it('saves a long description, in a non-Latin script, with its formatting and pictures', async () => {
    const paragraph = `<h2>锅的保养</h2><p><strong>每次</strong>使用后请擦干。<a href="https://example.com/care">指南</a></p><ul><li><p>不粘涂层</p></li></ul><img src="${PIC}" alt="锅">`;
    const content = paragraph.repeat(Math.floor(60_000 / paragraph.length));
    expect(Buffer.byteLength(JSON.stringify(body('Long Pan', content)))).toBeGreaterThan(64 * 1024);
    const saved = await b.post(PATH.save, body('Long Pan', content));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = adminProductPage.lenient.parse((await b.get(PATH.list, { type: 1, keywords: 'Long Pan' })).body).list[0]!.id;
    const info = storeProductInfo.lenient.parse((await b.get(`${PATH.info}/${id}`)).body);
    expect(info.content.length).toBeGreaterThan(60_000);
    expect(info.content).toContain('<strong>每次</strong>');
    expect(info.content).toContain('rel="noopener noreferrer nofollow"');
    expect(info.content).toMatch(/<img src="[^"]*\/crmebimage\/public\/product\/20260101\/main\.png" alt="锅">/);
  });

  it('refuses, naming the description, one that grows past the limit once cleaned', async () => {
    // Under the limit as typed, over it once every "&" is written as "&amp;".
    const content = `<p>${'&'.repeat(Math.ceil(PRODUCT_RULES.content / 4))}</p>`;
    expect(content.length).toBeLessThan(PRODUCT_RULES.content);
    const refused = await b.post<{ message: string }>(PATH.save, body('Ampersand Pan', content));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The description is at most ${PRODUCT_RULES.content} characters after cleaning`);
  });
});
