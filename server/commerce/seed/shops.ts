import type { IconKey } from '../images/icons.js';

export const MERCHANT_TYPES = [
  { name: 'Flagship store', info: 'Official brand or platform-run store' },
  { name: 'Specialty store', info: 'A shop focused on one product area' },
  { name: 'Independent boutique', info: 'Small independent seller' },
];

/** Merchant categories with the platform's handling fee (percent of each sale). */
export const MERCHANT_CATEGORIES = [
  { name: 'Electronics', handlingFee: 5 },
  { name: 'Fashion', handlingFee: 8 },
  { name: 'Home & Living', handlingFee: 6 },
  { name: 'Beauty & Care', handlingFee: 8 },
  { name: 'Sports & Outdoors', handlingFee: 6 },
  { name: 'Food & Drinks', handlingFee: 3 },
  { name: 'Books & Media', handlingFee: 4 },
  { name: 'General merchandise', handlingFee: 5 },
];

export interface ShopSeed {
  key: string;
  name: string;
  realName: string;
  email: string;
  phone: string;
  address: string;
  /** index into MERCHANT_CATEGORIES / MERCHANT_TYPES (0-based) */
  category: number;
  type: number;
  isSelf: 0 | 1;
  starLevel: number;
  palette: string;
  icon: IconKey;
  tagline: string;
  intro: string;
  keywords: string;
  service: { serviceType: 'H5' | 'phone' | 'message' | 'email'; serviceLink: string; servicePhone: string; serviceMessage: string; serviceEmail: string };
  /** cents */
  freightFee: number;
  freeFreightThreshold: number;
  /** product families this shop sells (the self-run shop sells some of everything) */
  families: string[];
  createdDaysAgo: number;
}

export const SHOPS: ShopSeed[] = [
  {
    key: 'official',
    name: 'Storefront Official Store',
    realName: 'Storefront Market Ltd',
    email: 'official@storefront.test',
    phone: '+44 20 7946 0100',
    address: '1 Market Square, London EC2A 1AB, United Kingdom',
    category: 7,
    type: 0,
    isSelf: 1,
    starLevel: 5,
    palette: 'brand',
    icon: 'store',
    tagline: 'Curated picks, shipped by Storefront',
    intro: 'The platform-run store of Storefront Market: hand-picked best sellers from every department, shipped from our own warehouse with free returns.',
    keywords: 'official, self-run, storefront',
    service: { serviceType: 'H5', serviceLink: 'https://support.storefront.test/chat', servicePhone: '+44 20 7946 0100', serviceMessage: 'Chat with us any time.', serviceEmail: 'official@storefront.test' },
    freightFee: 0,
    freeFreightThreshold: 0,
    families: [],
    createdDaysAgo: 720,
  },
  {
    key: 'volt',
    name: 'Volt Electronics',
    realName: 'Volt Digital Trading Co.',
    email: 'hello@volt.test',
    phone: '+1 415 555 0142',
    address: '500 Howard Street, San Francisco, CA 94105, USA',
    category: 0,
    type: 1,
    isSelf: 0,
    starLevel: 5,
    palette: 'electronics',
    icon: 'headphones',
    tagline: 'Phones, audio and smart gear',
    intro: 'Volt brings you the latest phones, headphones and smart devices with a 2-year warranty on every gadget.',
    keywords: 'electronics, gadgets, phones, audio',
    service: { serviceType: 'phone', serviceLink: '', servicePhone: '+1 415 555 0142', serviceMessage: '', serviceEmail: 'hello@volt.test' },
    freightFee: 599,
    freeFreightThreshold: 9900,
    families: ['electronics'],
    createdDaysAgo: 540,
  },
  {
    key: 'maison',
    name: 'Maison Mode',
    realName: 'Maison Mode SARL',
    email: 'bonjour@maisonmode.test',
    phone: '+33 1 70 36 39 50',
    address: '12 Rue du Faubourg, 75010 Paris, France',
    category: 1,
    type: 2,
    isSelf: 0,
    starLevel: 4,
    palette: 'fashion',
    icon: 'dress',
    tagline: 'Everyday wardrobe, Parisian style',
    intro: 'Maison Mode designs easy, well-made clothing and accessories in natural fabrics.',
    keywords: 'fashion, clothing, dresses, sneakers',
    service: { serviceType: 'message', serviceLink: '', servicePhone: '', serviceMessage: 'Leave us a message and our stylists reply within a day.', serviceEmail: 'bonjour@maisonmode.test' },
    freightFee: 450,
    freeFreightThreshold: 6000,
    families: ['fashion'],
    createdDaysAgo: 400,
  },
  {
    key: 'nest',
    name: 'Nest & Hearth',
    realName: 'Nest and Hearth Homeware Ltd',
    email: 'care@nesthearth.test',
    phone: '+44 161 496 0732',
    address: '8 Mill Lane, Manchester M1 2AB, United Kingdom',
    category: 2,
    type: 1,
    isSelf: 0,
    starLevel: 4,
    palette: 'home',
    icon: 'sofa',
    tagline: 'Homeware, toys and gifts for every room',
    intro: 'Nest & Hearth makes homes cosy: furniture, lighting, kitchenware and toys chosen for quality that lasts.',
    keywords: 'home, furniture, kitchen, toys',
    service: { serviceType: 'email', serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: 'care@nesthearth.test' },
    freightFee: 799,
    freeFreightThreshold: 15000,
    families: ['home', 'kids'],
    createdDaysAgo: 365,
  },
  {
    key: 'glow',
    name: 'Glow Lab Beauty',
    realName: 'Glow Lab Cosmetics Co., Ltd.',
    email: 'hi@glowlab.test',
    phone: '+66 2 123 4567',
    address: '88 Sukhumvit Road, Khlong Toei, Bangkok 10110, Thailand',
    category: 3,
    type: 1,
    isSelf: 0,
    starLevel: 5,
    palette: 'beauty',
    icon: 'lipstick',
    tagline: 'Clean skincare and makeup',
    intro: 'Glow Lab formulates gentle, cruelty-free skincare and makeup in Bangkok.',
    keywords: 'beauty, skincare, makeup, ความงาม',
    service: { serviceType: 'H5', serviceLink: 'https://glowlab.test/help', servicePhone: '+66 2 123 4567', serviceMessage: '', serviceEmail: 'hi@glowlab.test' },
    freightFee: 350,
    freeFreightThreshold: 4000,
    families: ['beauty'],
    createdDaysAgo: 300,
  },
  {
    key: 'summit',
    name: 'Summit Sports Co.',
    realName: 'Summit Outdoor & Fitness GmbH',
    email: 'team@summitsports.test',
    phone: '+49 30 901820',
    address: 'Torstraße 140, 10119 Berlin, Germany',
    category: 4,
    type: 1,
    isSelf: 0,
    starLevel: 4,
    palette: 'sports',
    icon: 'tent',
    tagline: 'Train hard, explore further',
    intro: 'Summit equips athletes and weekend explorers with fitness, camping and team-sport gear.',
    keywords: 'sports, fitness, outdoor, camping',
    service: { serviceType: 'phone', serviceLink: '', servicePhone: '+49 30 901820', serviceMessage: '', serviceEmail: 'team@summitsports.test' },
    freightFee: 690,
    freeFreightThreshold: 8000,
    families: ['sports'],
    createdDaysAgo: 250,
  },
  {
    key: 'bean',
    name: 'Bean & Leaf Pantry',
    realName: 'Bean and Leaf Foods Pte. Ltd.',
    email: 'orders@beanleaf.test',
    phone: '+65 6123 4567',
    address: '20 Havelock Road, Singapore 059765',
    category: 5,
    type: 2,
    isSelf: 0,
    starLevel: 5,
    palette: 'food',
    icon: 'coffee',
    tagline: 'Coffee, tea and honest snacks',
    intro: 'Small-batch roasted coffee, whole-leaf teas and snacks from growers we know by name. Tea lovers of every tradition welcome.',
    keywords: 'coffee, tea, snacks, 茶叶, ชา',
    service: { serviceType: 'message', serviceLink: '', servicePhone: '', serviceMessage: 'Questions about roasts or blends? Send us a note.', serviceEmail: 'orders@beanleaf.test' },
    freightFee: 300,
    freeFreightThreshold: 3500,
    families: ['food'],
    createdDaysAgo: 180,
  },
  {
    key: 'lantern',
    name: 'Paper Lantern Books',
    realName: 'Paper Lantern Booksellers',
    email: 'read@paperlantern.test',
    phone: '+1 212 555 0199',
    address: '77 Bleecker Street, New York, NY 10012, USA',
    category: 6,
    type: 2,
    isSelf: 0,
    starLevel: 3,
    palette: 'books',
    icon: 'book',
    tagline: 'Stories for every reader',
    intro: 'An independent bookshop with a soft spot for novels, language learning and picture books.',
    keywords: 'books, novels, language learning',
    service: { serviceType: 'email', serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: 'read@paperlantern.test' },
    freightFee: 250,
    freeFreightThreshold: 2500,
    families: ['books'],
    createdDaysAgo: 120,
  },
];
