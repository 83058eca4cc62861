import { describe, expect, it } from 'vitest';
import { storeProductAddRequest } from '../../../../../shared/contract/admin-product';
import { emptyProduct, productFormSchema, toSaveBody, type ProductFormValues } from './productFormModel';
import { skuMatrix } from './skuMatrix';

const PIC = 'https://shop.example/p/1.jpg';

function filled(): ProductFormValues {
  const specs = [
    { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ];
  return {
    ...emptyProduct(),
    storeName: 'Trail jacket',
    storeInfo: 'Light and warm',
    keyword: 'jacket,trail',
    unitName: 'piece',
    categoryId: 12,
    cateIds: [3, 4],
    image: PIC,
    slider: [PIC],
    multiple: true,
    specs,
    skus: skuMatrix(specs, []).map((r) => ({ ...r, stock: '5', price: '49.90' })),
  };
}

describe('the product form model', () => {
  it('builds a save body with 2 specs × 3 values that the shared request shape accepts', () => {
    const body = toSaveBody(filled());
    const parsed = storeProductAddRequest.parse(body);
    expect(parsed.attr.map((a) => a.attrValues)).toEqual(['Red,Blue,Green', 'S,M,L']);
    expect(parsed.attrValue).toHaveLength(9);
    expect(parsed.attrValue[0]!.price).toBe(4990);
    expect(JSON.parse(parsed.attrValue[0]!.attrValue)).toEqual({ Colour: 'Red', Size: 'S' });
    expect(parsed.cateId).toBe('3,4');
    expect(JSON.parse(parsed.sliderImage)).toEqual([PIC]);
  });

  it('sends the version and each SKU’s loaded sales on an update, for the conflict and stock checks', () => {
    const v = filled();
    v.skus[0] = { ...v.skus[0]!, id: 7, sales: 2 };
    const body = toSaveBody(v, { id: 41, version: 3 });
    expect(body.id).toBe(41);
    expect(body.version).toBe(3);
    expect(body.attrValue[0]).toMatchObject({ id: 7, sales: 2, productId: 41 });
  });

  it('names each wrong field with a text key, down to a SKU’s price', () => {
    const v = filled();
    v.storeName = '';
    v.skus[1] = { ...v.skus[1]!, price: '12.345' };
    // The hidden single-spec figures are not checked while the product has several specs.
    v.single = { ...v.single, price: '' };
    const result = productFormSchema.safeParse(v);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}=${i.message}`);
    expect(issues).toContain('storeName=productForm.err.name');
    expect(issues).toContain('skus.1.price=productForm.err.price');
    expect(issues.some((i) => i.startsWith('single.'))).toBe(false);
  });
});
