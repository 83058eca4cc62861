import * as z from 'zod/mini';
import { isMoneyString, parseMoney } from '../../../../../shared/money';
import { PRODUCT_RULES, shopCategoryIds, storeProductAddRequest } from '../../../../../shared/contract/admin-product';
import type { ProductInfo, ProductSaveBody } from '../../api/products';
import { EMPTY_FIGURES, comboKey, usableSpecs, type SkuRow, type Spec } from './skuMatrix';

/**
 * The product form's values, checks and the save body built from them. The checks are the service's own
 * numbers (PRODUCT_RULES); each message is a key of the console's texts, so the merchant reads it in their
 * language next to the field. The body is parsed once more by the shared request shape before it is sent.
 */
export interface ProductFormValues {
  storeName: string;
  storeInfo: string;
  keyword: string;
  unitName: string;
  categoryId: number;
  cateIds: number[];
  image: string;
  slider: string[];
  multiple: boolean;
  specs: Spec[];
  skus: (SkuRow & { sales?: number })[];
  single: SkuRow & { sales?: number };
  content: string;
  postage: string;
}

export const emptyProduct = (): ProductFormValues => ({
  storeName: '',
  storeInfo: '',
  keyword: '',
  unitName: '',
  categoryId: 0,
  cateIds: [],
  image: '',
  slider: [],
  multiple: false,
  specs: [
    { name: '', values: [] },
  ],
  skus: [],
  single: { ...EMPTY_FIGURES, combo: {} },
  content: '',
  postage: '0.00',
});

const E = (k: string) => `productForm.err.${k}`;

const inRange = (min: number) => (v: string) => isMoneyString(v) && !v.trim().startsWith('-') && parseMoney(v) >= min && parseMoney(v) <= PRODUCT_RULES.maxPrice;
const moneyText = (min: number, key: string) => z.string().check(z.refine(inRange(min), E(key)));
const optionalMoney = z.string().check(z.refine((v) => v.trim() === '' || inRange(0)(v), E('money')));
const stockText = z.string().check(z.refine((v) => /^\d{1,7}$/.test(v.trim()) && Number(v) <= PRODUCT_RULES.maxStock, E('stock')));
const weightText = z.string().check(z.refine((v) => v.trim() === '' || (/^\d{1,4}(\.\d{1,3})?$/.test(v.trim()) && Number(v) <= PRODUCT_RULES.maxWeight), E('weight')));
const text = (max: number, key: string) => z.string().check(z.trim(), z.minLength(1, E(key)), z.maxLength(max, E(key)));

const sku = z.looseObject({ stock: stockText, price: moneyText(1, 'price'), otPrice: optionalMoney, cost: optionalMoney, weight: weightText });

export const productFormSchema = z
  .looseObject({
    storeName: text(PRODUCT_RULES.storeName, 'name'),
    storeInfo: text(PRODUCT_RULES.storeInfo, 'intro'),
    keyword: text(PRODUCT_RULES.keyword, 'keywords'),
    unitName: text(PRODUCT_RULES.unitName, 'unit'),
    categoryId: z.number().check(z.positive(E('category'))),
    image: z.string().check(z.minLength(1, E('image'))),
    slider: z.array(z.string()).check(z.minLength(1, E('slider')), z.maxLength(PRODUCT_RULES.sliderImages, E('slider'))),
    multiple: z.boolean(),
    specs: z.array(z.looseObject({ name: z.string(), values: z.array(z.string()) })),
    skus: z.array(z.looseObject({})),
    single: z.looseObject({}),
    content: z.string().check(z.maxLength(PRODUCT_RULES.content, E('description'))),
    postage: moneyText(0, 'postage'),
  })
  .check(
    z.superRefine((v, ctx) => {
      // Only the figures the merchant sees are checked: the single spec's, or the matrix's rows.
      const rows: [unknown, (string | number)[]][] = v.multiple ? v.skus.map((row, i) => [row, ['skus', i]]) : [[v.single, ['single']]];
      for (const [row, path] of rows) {
        const checked = sku.safeParse(row);
        if (!checked.success) for (const issue of checked.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: [...path, ...issue.path], input: row });
      }
      if (!v.multiple) return;
      const usable = usableSpecs(v.specs);
      const complete = v.specs.every((s) => s.name.trim() !== '' && s.values.some((x) => x.trim() !== ''));
      if (usable.length === 0 || !complete || usable.length !== v.specs.length) ctx.issues.push({ code: 'custom', message: E('specs'), path: ['specs'], input: v.specs });
      else if (v.skus.length > PRODUCT_RULES.maxSkus) ctx.issues.push({ code: 'custom', message: E('specs'), path: ['specs'], input: v.specs });
    }),
  );

const orZero = (v: string) => (v.trim() === '' ? '0' : v.trim());

function skuBody(row: ProductFormValues['single'], productId: number | undefined, attrValue: string) {
  return {
    ...(row.id ? { id: row.id } : {}),
    productId: productId ?? 0,
    stock: row.stock.trim(),
    price: row.price.trim(),
    otPrice: orZero(row.otPrice),
    cost: orZero(row.cost),
    weight: orZero(row.weight),
    image: row.image,
    attrValue,
    ...(row.sales !== undefined ? { sales: row.sales } : {}),
  };
}

/** The save body (A's StoreProductAddRequest); `id` and `version` make it an update. */
export function toSaveBody(v: ProductFormValues, edit?: { id: number; version: number }): ProductSaveBody {
  const specs = usableSpecs(v.specs);
  const body: ProductSaveBody = {
    ...(edit ? { id: edit.id, version: edit.version } : {}),
    image: v.image,
    sliderImage: JSON.stringify(v.slider),
    storeName: v.storeName.trim(),
    storeInfo: v.storeInfo.trim(),
    keyword: v.keyword.trim(),
    cateId: v.cateIds.join(','),
    unitName: v.unitName.trim(),
    specType: v.multiple,
    attr: v.multiple ? specs.map((s) => ({ attrName: s.name, attrValues: s.values.join(',') })) : [],
    attrValue: v.multiple
      ? v.skus.map((row) => ({ ...skuBody(row, edit?.id, comboKey(row.combo)), image: row.image || v.image }))
      : [{ ...skuBody(v.single, edit?.id, ''), image: v.single.image || v.image }],
    content: v.content,
    postage: v.postage.trim(),
    categoryId: v.categoryId,
  };
  // The shared request shape has the last word: what it refuses, the service would refuse too.
  storeProductAddRequest.parse(body);
  return body;
}

const figures = (row: ProductInfo['attrValue'][number]): SkuRow & { sales: number } => ({
  id: row.id || undefined,
  combo: {},
  stock: String(row.stock),
  price: row.price,
  otPrice: row.otPrice,
  cost: row.cost,
  weight: row.weight ? String(row.weight) : '',
  image: row.image,
  sales: row.sales,
});

function readCombo(raw: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([k, x]) => [k, String(x)]));
  } catch {
    return {};
  }
}

/** A saved product as the form's values: specs from `attr`, one row per SKU, the sales each SKU had. */
export function fromInfo(info: ProductInfo): ProductFormValues {
  const specs: Spec[] = info.attr.filter((a) => !a.isDel).map((a) => ({ name: a.attrName, values: a.attrValues.split(',').map((x) => x.trim()).filter(Boolean) }));
  const rows = info.attrValue.map((row) => ({ ...figures(row), combo: readCombo(row.attrValue) }));
  const first = info.attrValue[0];
  return {
    storeName: info.storeName,
    storeInfo: info.storeInfo,
    keyword: info.keyword,
    unitName: info.unitName,
    categoryId: info.categoryId,
    cateIds: shopCategoryIds(info.cateId),
    image: info.image,
    slider: info.sliderImage.slice(0, PRODUCT_RULES.sliderImages),
    multiple: info.specType,
    specs: info.specType && specs.length ? specs : [{ name: '', values: [] }],
    skus: info.specType ? rows : [],
    single: first ? { ...figures(first), combo: {} } : { ...EMPTY_FIGURES, combo: {} },
    content: info.content,
    postage: info.postage || '0.00',
  };
}

/** Each SKU's sales in a saved product, by its combination: what a re-save after a conflict counts stock from. */
export function salesByCombo(info: ProductInfo): Map<string, number> {
  return new Map(info.attrValue.map((row) => [comboKey(readCombo(row.attrValue)), row.sales]));
}
