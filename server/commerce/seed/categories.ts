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

export interface Family {
  key: string;
  name: string;
  icon: IconKey;
  groups: { name: string; icon: IconKey; leaves: Leaf[] }[];
}

export const FAMILIES: Family[] = [
  {
    key: 'electronics',
    name: 'Electronics',
    icon: 'headphones',
    groups: [
      {
        name: 'Phones & Accessories',
        icon: 'phone',
        leaves: [
          { name: 'Smartphones', icon: 'phone', spec: 'phone', price: [19900, 89900], unit: 'piece' },
          { name: 'Phone Cases', icon: 'phone', spec: 'color', price: [999, 2999], unit: 'piece' },
          { name: 'Chargers & Cables', icon: 'phone', spec: 'none', price: [899, 4999], unit: 'piece' },
        ],
      },
      {
        name: 'Audio & Wearables',
        icon: 'headphones',
        leaves: [
          { name: 'Headphones', icon: 'headphones', spec: 'color', price: [2999, 34900], unit: 'piece' },
          { name: 'Smartwatches', icon: 'watch', spec: 'color', price: [7900, 39900], unit: 'piece' },
          { name: 'Speakers', icon: 'headphones', spec: 'color', price: [2499, 19900], unit: 'piece' },
        ],
      },
      {
        name: 'Computers & Cameras',
        icon: 'laptop',
        leaves: [
          { name: 'Laptops', icon: 'laptop', spec: 'color', price: [49900, 189900], unit: 'piece' },
          { name: 'Cameras', icon: 'camera', spec: 'none', price: [29900, 129900], unit: 'piece' },
        ],
      },
    ],
  },
  {
    key: 'fashion',
    name: 'Fashion',
    icon: 'dress',
    groups: [
      {
        name: "Women's Clothing",
        icon: 'dress',
        leaves: [
          { name: 'Dresses', icon: 'dress', spec: 'apparel', price: [2999, 12900], unit: 'piece' },
          { name: 'Tops & Blouses', icon: 'tshirt', spec: 'apparel', price: [1499, 5900], unit: 'piece' },
        ],
      },
      {
        name: "Men's Clothing",
        icon: 'tshirt',
        leaves: [
          { name: 'T-shirts & Polos', icon: 'tshirt', spec: 'apparel', price: [1299, 4500], unit: 'piece' },
          { name: 'Jackets & Coats', icon: 'tshirt', spec: 'apparel', price: [5900, 22900], unit: 'piece' },
        ],
      },
      {
        name: 'Shoes & Bags',
        icon: 'shoe',
        leaves: [
          { name: 'Sneakers', icon: 'shoe', spec: 'shoes', price: [4900, 15900], unit: 'pair' },
          { name: 'Handbags & Backpacks', icon: 'bag', spec: 'color', price: [2900, 19900], unit: 'piece' },
        ],
      },
    ],
  },
  {
    key: 'home',
    name: 'Home & Living',
    icon: 'sofa',
    groups: [
      {
        name: 'Furniture & Decor',
        icon: 'sofa',
        leaves: [
          { name: 'Sofas & Chairs', icon: 'sofa', spec: 'color', price: [8900, 89900], unit: 'piece' },
          { name: 'Lighting', icon: 'lamp', spec: 'color', price: [1999, 14900], unit: 'piece' },
          { name: 'Plants & Planters', icon: 'plant', spec: 'size', price: [999, 6900], unit: 'piece' },
        ],
      },
      {
        name: 'Kitchen & Dining',
        icon: 'pan',
        leaves: [
          { name: 'Cookware', icon: 'pan', spec: 'size', price: [1999, 17900], unit: 'piece' },
          { name: 'Mugs & Drinkware', icon: 'mug', spec: 'color', price: [899, 3900], unit: 'piece' },
        ],
      },
    ],
  },
  {
    key: 'beauty',
    name: 'Beauty & Care',
    icon: 'lipstick',
    groups: [
      {
        name: 'Skincare',
        icon: 'bottle',
        leaves: [
          { name: 'Serums & Creams', icon: 'bottle', spec: 'volume', price: [1599, 8900], unit: 'bottle' },
          { name: 'Cleansers & Sunscreen', icon: 'bottle', spec: 'volume', price: [899, 3900], unit: 'bottle' },
        ],
      },
      {
        name: 'Makeup & Fragrance',
        icon: 'lipstick',
        leaves: [
          { name: 'Lipstick & Lip Care', icon: 'lipstick', spec: 'color', price: [799, 3900], unit: 'piece' },
          { name: 'Fragrance', icon: 'bottle', spec: 'volume', price: [3900, 15900], unit: 'bottle' },
        ],
      },
    ],
  },
  {
    key: 'sports',
    name: 'Sports & Outdoors',
    icon: 'ball',
    groups: [
      {
        name: 'Fitness',
        icon: 'dumbbell',
        leaves: [
          { name: 'Weights & Training', icon: 'dumbbell', spec: 'weight', price: [1999, 19900], unit: 'set' },
          { name: 'Yoga & Pilates', icon: 'dumbbell', spec: 'color', price: [1499, 7900], unit: 'piece' },
        ],
      },
      {
        name: 'Outdoor & Team Sports',
        icon: 'tent',
        leaves: [
          { name: 'Camping & Hiking', icon: 'tent', spec: 'none', price: [2499, 29900], unit: 'piece' },
          { name: 'Ball Sports', icon: 'ball', spec: 'size', price: [1499, 6900], unit: 'piece' },
        ],
      },
    ],
  },
  {
    key: 'food',
    name: 'Food & Drinks',
    icon: 'coffee',
    groups: [
      {
        name: 'Coffee & Tea',
        icon: 'coffee',
        leaves: [
          { name: 'Coffee', icon: 'coffee', spec: 'pack', price: [999, 4500], unit: 'bag' },
          { name: 'Tea', icon: 'mug', spec: 'pack', price: [699, 3900], unit: 'box' },
        ],
      },
      {
        name: 'Snacks & Pantry',
        icon: 'jar',
        leaves: [
          { name: 'Snacks & Sweets', icon: 'jar', spec: 'pack', price: [399, 2500], unit: 'pack' },
          { name: 'Dried Fruit & Nuts', icon: 'fruit', spec: 'pack', price: [599, 2900], unit: 'bag' },
        ],
      },
    ],
  },
  {
    key: 'books',
    name: 'Books',
    icon: 'book',
    groups: [
      {
        name: 'Reading',
        icon: 'book',
        leaves: [
          { name: 'Fiction', icon: 'book', spec: 'format', price: [999, 2999], unit: 'copy' },
          { name: 'Non-fiction', icon: 'book', spec: 'format', price: [1299, 3999], unit: 'copy' },
        ],
      },
      {
        name: 'Learning',
        icon: 'book',
        leaves: [
          { name: 'Languages', icon: 'book', spec: 'format', price: [1499, 3499], unit: 'copy' },
          { name: "Children's Books", icon: 'book', spec: 'format', price: [699, 1999], unit: 'copy' },
        ],
      },
    ],
  },
  {
    key: 'kids',
    name: 'Toys & Kids',
    icon: 'toy',
    groups: [
      {
        name: 'Toys & Games',
        icon: 'toy',
        leaves: [
          { name: 'Building & Construction', icon: 'toy', spec: 'none', price: [1999, 12900], unit: 'set' },
          { name: 'Gifts & Plush', icon: 'gift', spec: 'size', price: [999, 4900], unit: 'piece' },
        ],
      },
    ],
  },
];
