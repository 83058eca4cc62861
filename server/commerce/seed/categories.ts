import type { IconKey } from '../images/icons.js';

/**
 * The platform's three-level category tree. Each leaf names its silhouette, its spec template and a
 * price band in cents; each family has a palette (images/svg.ts PALETTES).
 */
export type SpecKind = 'phone' | 'color' | 'apparel' | 'shoes' | 'size' | 'volume' | 'weight' | 'pack' | 'format' | 'none';

export interface Leaf {
  name: string;
  icon: IconKey;
  spec: SpecKind;
  price: [number, number];
  unit: string;
}

interface Group {
  name: string;
  icon: IconKey;
  leaves: Leaf[];
}

export interface Family {
  key: string;
  name: string;
  icon: IconKey;
  groups: Group[];
}

/**
 * A leaf written as one row, "name | silhouette | spec template | lowest-highest price in cents | unit"; the
 * type checks the silhouette, the template and the price band, so a typo fails to compile.
 */
type LeafRow = `${string} | ${IconKey} | ${SpecKind} | ${number}-${number} | ${string}`;

function family(key: string, name: string, icon: IconKey, groups: Group[]): Family {
  return { key, name, icon, groups };
}

function group(name: string, icon: IconKey, rows: LeafRow[]): Group {
  return { name, icon, leaves: rows.map(leaf) };
}

function leaf(row: LeafRow): Leaf {
  const [name, icon, spec, price, unit] = row.split(' | ') as [string, IconKey, SpecKind, string, string];
  const [low, high] = price.split('-').map(Number) as [number, number];
  return { name, icon, spec, price: [low, high], unit };
}

export const FAMILIES: Family[] = [
  family('electronics', 'Electronics', 'headphones', [
    group('Phones & Accessories', 'phone', [
      'Smartphones | phone | phone | 19900-89900 | piece',
      'Phone Cases | phone | color | 999-2999 | piece',
      'Chargers & Cables | phone | none | 899-4999 | piece',
    ]),
    group('Audio & Wearables', 'headphones', [
      'Headphones | headphones | color | 2999-34900 | piece',
      'Smartwatches | watch | color | 7900-39900 | piece',
      'Speakers | headphones | color | 2499-19900 | piece',
    ]),
    group('Computers & Cameras', 'laptop', [
      'Laptops | laptop | color | 49900-189900 | piece',
      'Cameras | camera | none | 29900-129900 | piece',
    ]),
  ]),
  family('fashion', 'Fashion', 'dress', [
    group("Women's Clothing", 'dress', [
      'Dresses | dress | apparel | 2999-12900 | piece',
      'Tops & Blouses | tshirt | apparel | 1499-5900 | piece',
    ]),
    group("Men's Clothing", 'tshirt', [
      'T-shirts & Polos | tshirt | apparel | 1299-4500 | piece',
      'Jackets & Coats | tshirt | apparel | 5900-22900 | piece',
    ]),
    group('Shoes & Bags', 'shoe', [
      'Sneakers | shoe | shoes | 4900-15900 | pair',
      'Handbags & Backpacks | bag | color | 2900-19900 | piece',
    ]),
  ]),
  family('home', 'Home & Living', 'sofa', [
    group('Furniture & Decor', 'sofa', [
      'Sofas & Chairs | sofa | color | 8900-89900 | piece',
      'Lighting | lamp | color | 1999-14900 | piece',
      'Plants & Planters | plant | size | 999-6900 | piece',
    ]),
    group('Kitchen & Dining', 'pan', [
      'Cookware | pan | size | 1999-17900 | piece',
      'Mugs & Drinkware | mug | color | 899-3900 | piece',
    ]),
  ]),
  family('beauty', 'Beauty & Care', 'lipstick', [
    group('Skincare', 'bottle', [
      'Serums & Creams | bottle | volume | 1599-8900 | bottle',
      'Cleansers & Sunscreen | bottle | volume | 899-3900 | bottle',
    ]),
    group('Makeup & Fragrance', 'lipstick', [
      'Lipstick & Lip Care | lipstick | color | 799-3900 | piece',
      'Fragrance | bottle | volume | 3900-15900 | bottle',
    ]),
  ]),
  family('sports', 'Sports & Outdoors', 'ball', [
    group('Fitness', 'dumbbell', [
      'Weights & Training | dumbbell | weight | 1499-8900 | set',
      'Yoga & Pilates | dumbbell | color | 1499-7900 | piece',
    ]),
    group('Outdoor & Team Sports', 'tent', [
      'Camping & Hiking | tent | none | 2499-29900 | piece',
      'Ball Sports | ball | size | 1499-6900 | piece',
    ]),
  ]),
  family('food', 'Food & Drinks', 'coffee', [
    group('Coffee & Tea', 'coffee', [
      'Coffee | coffee | pack | 999-4500 | bag',
      'Tea | mug | pack | 699-3900 | box',
    ]),
    group('Snacks & Pantry', 'jar', [
      'Snacks & Sweets | jar | pack | 399-2500 | pack',
      'Dried Fruit & Nuts | fruit | pack | 599-2900 | bag',
    ]),
  ]),
  family('books', 'Books', 'book', [
    group('Reading', 'book', [
      'Fiction | book | format | 999-2999 | copy',
      'Non-fiction | book | format | 1299-3999 | copy',
    ]),
    group('Learning', 'book', [
      'Languages | book | format | 1499-3499 | copy',
      "Children's Books | book | format | 699-1999 | copy",
    ]),
  ]),
  family('kids', 'Toys & Kids', 'toy', [
    group('Toys & Games', 'toy', [
      'Building & Construction | toy | none | 1999-12900 | set',
      'Gifts & Plush | gift | size | 999-4900 | piece',
    ]),
  ]),
];
