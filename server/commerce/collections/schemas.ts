import { z } from 'zod';

const MAX_ID = 2_147_483_647;
const toNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

export const productIdField = z.preprocess(
  toNumber,
  z.number({ error: 'Please choose a product' }).int('Please choose a product').positive('Please choose a product').max(MAX_ID, 'Please choose a product'),
);

export const merIdField = z.preprocess(
  toNumber,
  z.number({ error: 'Please choose a shop' }).int('Please choose a shop').positive('Please choose a shop').max(MAX_ID, 'Please choose a shop'),
);

const category = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'store' : v),
  z.string({ error: 'The collection category is not valid' }).trim().regex(/^[A-Za-z_]{1,32}$/, 'The collection category is not valid'),
);

export const addProduct = z.object({ id: productIdField, category });

export const batchProducts = z.object({
  id: z
    .array(productIdField, { error: 'Please choose products' })
    .min(1, 'Please choose products')
    .max(100, 'At most 100 products at a time'),
  category,
});

/** `{ ids: "1,2" }`: collection ids as a comma string (an array is accepted too). */
export const deleteProducts = z.object({
  ids: z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'Please select items' })
      .trim()
      .min(1, 'Please select items')
      .regex(/^\d+(\s*,\s*\d+)*$/, 'Please select items')
      .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))])
      .refine((ids) => ids.length <= 200 && ids.every((n) => n > 0 && n <= MAX_ID), 'Please select items'),
  ),
});
