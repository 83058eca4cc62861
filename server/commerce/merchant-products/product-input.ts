import type { z } from 'zod';
import { PRODUCT_RULES, shopCategoryIds, type storeProductAddRequest } from '../../../shared/contract/admin-product.js';
import { splitList } from '../../../shared/contract/request-fields.js';
import { ValidationError } from '../http/envelope.js';
import { IMAGE_PREFIX } from '../images/write.js';
import { sanitizeDescription } from './sanitize-html.js';

export type ProductForm = z.output<typeof storeProductAddRequest>;

/** One SKU as it will be stored; `id` and `sales` as the form sent them (an update's existing SKU). */
export interface SkuRow {
  sku: string;
  attrValue: string;
  stock: number;
  price: number;
  otPrice: number;
  cost: number;
  image: string;
  weight: number;
  volume: number;
  id?: number;
  sales?: number;
}

export interface ProductRows {
  product: {
    image: string;
    sliderImage: string;
    storeName: string;
    storeInfo: string;
    keyword: string;
    cateId: number;
    merCateIds: string;
    unitName: string;
    sort: number;
    content: string;
    postage: number;
    specType: number;
    guaranteeIds: string;
  };
  attrs: { attrName: string; attrValues: string }[];
  skus: SkuRow[];
}

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const OWN_PICTURE_RE = new RegExp(`^${IMAGE_PREFIX.replace(/\//g, '\\/')}(?:${SEGMENT}\\/){0,6}${SEGMENT}\\.(?:jpe?g|png|webp|gif|svg)$`, 'i');

/**
 * A picture must be one this marketplace serves: uploaded through the upload pipeline (or generated for the
 * demo) and so under the image path. The service has already taken its own image domain off every address a
 * request sends, so a picture on any other host is still absolute here and is refused.
 */
export function ownPicture(url: string, what: string): string {
  const v = url.trim();
  if (!OWN_PICTURE_RE.test(v)) throw new ValidationError(`${what} must be a picture uploaded to this shop`);
  return v;
}

/** Whole thousandths of a decimal figure (kg → g), without float drift. */
const thousandths = (v: number): number => Math.round(v * 1000);

function specValues(attr: { attrName: string; attrValues: string }): string[] {
  const values = attr.attrValues.split(',').map((v) => v.trim());
  if (values.some((v) => v === '')) throw new ValidationError(`Spec "${attr.attrName}" has an empty value`);
  if (values.length > PRODUCT_RULES.maxSpecValues) throw new ValidationError(`A spec has at most ${PRODUCT_RULES.maxSpecValues} values`);
  if (values.some((v) => v.length > PRODUCT_RULES.specValue)) throw new ValidationError(`A spec value is at most ${PRODUCT_RULES.specValue} characters`);
  if (new Set(values).size !== values.length) throw new ValidationError(`Spec "${attr.attrName}" lists a value twice`);
  return values;
}

function skuValues(raw: string, names: string[]): Record<string, string> {
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError('attrValue names each spec\'s value as a JSON object, like {"Colour":"Red"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ValidationError('attrValue names each spec\'s value as a JSON object, like {"Colour":"Red"}');
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = (parsed as Record<string, unknown>)[name];
    if (typeof v !== 'string') throw new ValidationError(`A SKU does not name its value of spec "${name}"`);
    out[name] = v.trim();
  }
  return out;
}

/**
 * The specs and their SKU matrix: several specs must come with exactly one SKU per combination of their
 * values (the product of the value counts); a single-spec product has exactly one SKU.
 */
function specsAndSkus(form: ProductForm): { attrs: ProductRows['attrs']; skus: SkuRow[] } {
  const attrs = form.attr.map((a) => ({ attrName: a.attrName, attrValues: specValues(a).join(',') }));
  const names = attrs.map((a) => a.attrName);
  if (new Set(names).size !== names.length) throw new ValidationError('Two specs have the same name');
  if (form.specType) {
    if (attrs.length === 0) throw new ValidationError('A product with several specs needs at least one spec with values');
    if (attrs.length > PRODUCT_RULES.maxSpecs) throw new ValidationError(`A product has at most ${PRODUCT_RULES.maxSpecs} specs`);
  } else if (attrs.length > 1 || attrs.some((a) => a.attrValues.includes(','))) {
    throw new ValidationError('A single-spec product has one spec with one value; choose several specs for more');
  }
  const valueLists = attrs.map((a) => a.attrValues.split(','));
  const expected = valueLists.reduce((n, vs) => n * vs.length, 1);
  if (expected > PRODUCT_RULES.maxSkus) throw new ValidationError(`At most ${PRODUCT_RULES.maxSkus} SKUs: fewer spec values, please`);
  if (form.attrValue.length !== expected) throw new ValidationError(`The specs make ${expected} SKU${expected === 1 ? '' : 's'}; ${form.attrValue.length} were sent`);
  const seen = new Set<string>();
  const skus = form.attrValue.map((v): SkuRow => {
    // A single-spec product without a named spec has the one SKU with no values.
    const values = attrs.length === 0 ? {} : skuValues(v.attrValue, names);
    names.forEach((name, k) => {
      if (!valueLists[k]!.includes(values[name]!)) throw new ValidationError(`"${values[name]}" is not a value of spec "${name}"`);
    });
    const sku = names.map((n) => values[n]).join(',');
    if (seen.has(sku)) throw new ValidationError(`Two SKUs have the same values (${sku})`);
    seen.add(sku);
    return {
      sku,
      attrValue: JSON.stringify(values),
      stock: v.stock,
      price: v.price,
      otPrice: v.otPrice,
      cost: v.cost,
      image: v.image === '' ? '' : ownPicture(v.image, 'A SKU picture'),
      weight: thousandths(v.weight),
      volume: thousandths(v.volume),
      ...(v.id !== undefined && v.id > 0 ? { id: v.id } : {}),
      ...(v.sales !== undefined ? { sales: v.sales } : {}),
    };
  });
  return { attrs, skus };
}

/** The form checked and turned into the rows to store (the category checks that need the database are the caller's). */
export function productRows(form: ProductForm): ProductRows {
  const image = ownPicture(form.image, 'The main picture');
  const slider = splitList(form.sliderImage).map((u) => ownPicture(u, 'Each slider picture'));
  if (slider.length > PRODUCT_RULES.sliderImages) throw new ValidationError(`At most ${PRODUCT_RULES.sliderImages} slider pictures`);
  const content = sanitizeDescription(form.content);
  if (content.length > PRODUCT_RULES.content) throw new ValidationError(`The description is at most ${PRODUCT_RULES.content} characters after cleaning`);
  const { attrs, skus } = specsAndSkus(form);
  for (const s of skus) if (s.image === '') s.image = image;
  const merCateIds = [...new Set(shopCategoryIds(form.cateId))];
  return {
    product: {
      image,
      sliderImage: JSON.stringify(slider.length ? slider : [image]),
      storeName: form.storeName,
      storeInfo: form.storeInfo,
      keyword: form.keyword,
      cateId: form.categoryId,
      merCateIds: merCateIds.join(','),
      unitName: form.unitName,
      sort: form.sort,
      content,
      postage: form.postage,
      specType: form.specType ? 1 : 0,
      guaranteeIds: splitList(form.guaranteeIds).filter((g) => /^\d+$/.test(g)).join(','),
    },
    attrs,
    skus,
  };
}
