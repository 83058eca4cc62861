/**
 * Coupon templates. `shop` is an index into SHOPS (-1 = platform), `product` an index into the plan's
 * products (for product coupons). Window: fixed use dates (days from now) or `day` days after receipt.
 */
export interface CouponSeed {
  name: string;
  shop: number;
  useType: 1 | 2 | 3;
  money: number;
  minPrice: number;
  product?: number;
  limited?: number;
  fixed?: [number, number];
  day?: number;
  type?: 1 | 2 | 3;
}

export const COUPONS: CouponSeed[] = [
  { name: 'Welcome $5 off orders over $30', shop: -1, useType: 3, money: 500, minPrice: 3000, day: 30, type: 1 },
  { name: 'Storefront Summer $20 off $150', shop: -1, useType: 3, money: 2000, minPrice: 15000, limited: 500, fixed: [-1, 60] },
  { name: 'Platform $10 off $80', shop: -1, useType: 3, money: 1000, minPrice: 8000, limited: 2, day: 14 },
  { name: 'Official Store $8 off $60', shop: 0, useType: 1, money: 800, minPrice: 6000, day: 15 },
  { name: 'Volt $15 off $120', shop: 1, useType: 1, money: 1500, minPrice: 12000, limited: 200, fixed: [-2, 45] },
  { name: 'Maison Mode $5 off $40', shop: 2, useType: 1, money: 500, minPrice: 4000, day: 20 },
  { name: 'Nest & Hearth $10 off $100', shop: 3, useType: 1, money: 1000, minPrice: 10000, limited: 300, day: 30 },
  { name: 'Glow Lab $3 off $25', shop: 4, useType: 1, money: 300, minPrice: 2500, day: 10 },
  { name: 'Summit $6 off $50', shop: 5, useType: 1, money: 600, minPrice: 5000, fixed: [0, 30] },
  { name: 'Bean & Leaf $2 off $15', shop: 6, useType: 1, money: 200, minPrice: 1500, limited: 1000, day: 7 },
  { name: 'Paper Lantern $3 off $20', shop: 7, useType: 1, money: 300, minPrice: 2000, day: 30 },
  { name: 'Headphones deal: $10 off', shop: 1, useType: 2, money: 1000, minPrice: 5000, product: 13, day: 14 },
  { name: 'Sneaker drop: $12 off', shop: 2, useType: 2, money: 1200, minPrice: 6000, product: 53, limited: 100, fixed: [-1, 21] },
  { name: 'Coffee lovers: $2 off', shop: 6, useType: 2, money: 200, minPrice: 1000, product: 121, day: 30 },
];
