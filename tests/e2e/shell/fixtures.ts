import type { Page, Route } from 'playwright-core';

/** Site data for looking at the shell when the live service has none configured yet. */
export const categoryTree = [
  {
    id: 1,
    pid: 0,
    name: 'Electronics',
    level: 1,
    sort: 9,
    isShow: true,
    childList: [
      { id: 11, pid: 1, name: 'Phones', level: 2, sort: 0, childList: [{ id: 111, pid: 11, name: 'Smartphones', level: 3 }, { id: 112, pid: 11, name: 'Phone cases', level: 3 }, { id: 113, pid: 11, name: 'Chargers', level: 3 }] },
      { id: 12, pid: 1, name: 'Computers', level: 2, sort: 0, childList: [{ id: 121, pid: 12, name: 'Laptops', level: 3 }, { id: 122, pid: 12, name: 'Monitors', level: 3 }, { id: 123, pid: 12, name: 'Keyboards', level: 3 }] },
      { id: 13, pid: 1, name: 'Audio', level: 2, sort: 0, childList: [{ id: 131, pid: 13, name: 'Headphones', level: 3 }, { id: 132, pid: 13, name: 'Speakers', level: 3 }] },
    ],
  },
  {
    id: 2,
    pid: 0,
    name: 'Fashion',
    level: 1,
    sort: 8,
    childList: [
      { id: 21, pid: 2, name: 'Women', level: 2, childList: [{ id: 211, pid: 21, name: 'Dresses', level: 3 }, { id: 212, pid: 21, name: 'Shoes', level: 3 }] },
      { id: 22, pid: 2, name: 'Men', level: 2, childList: [{ id: 221, pid: 22, name: 'Shirts', level: 3 }, { id: 222, pid: 22, name: 'Jackets', level: 3 }] },
    ],
  },
  { id: 3, pid: 0, name: 'Home & Garden', level: 1, sort: 7, childList: [{ id: 31, pid: 3, name: 'Kitchen', level: 2, childList: [{ id: 311, pid: 31, name: 'Cookware', level: 3 }] }] },
  { id: 4, pid: 0, name: 'Beauty', level: 1, sort: 6, childList: [] },
  { id: 5, pid: 0, name: 'Sports', level: 1, sort: 5, childList: [] },
];

export const siteIndex = {
  logoUrl: '',
  siteName: 'Marketplace',
  shopPayCurrency: 'USD',
  consumerType: 'h5',
  consumerH5Url: 'https://support.example.com/chat',
  consumerHotline: '+44 20 7946 0000',
  consumerEmail: 'help@example.com',
  consumerMessage: '',
};

export const languages = [
  { id: 1, code: 'en', name: 'English', isDefault: true, state: 1 },
  { id: 2, code: 'zh-CN', name: '简体中文', isDefault: false, state: 1 },
  { id: 3, code: 'es', name: 'Español', isDefault: false, state: 1 },
  { id: 4, code: 'fr', name: 'Français', isDefault: false, state: 1 },
  { id: 5, code: 'th', name: 'ไทย', isDefault: false, state: 1 },
  { id: 6, code: 'lao', name: 'ລາວ', isDefault: false, state: 1 },
];

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Serves the shell's site calls from the fixtures above; `signedIn` adds a shopper. */
export async function mockShellApi(page: Page, opts: { signedIn?: boolean } = {}): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname;
    if (p === '/api/front/index') return json(route, siteIndex);
    if (p === '/api/front/product/category') return json(route, categoryTree);
    if (p === '/api/front/language/listall') return json(route, languages);
    if (p === '/api/front/language/content') return json(route, []);
    if (p === '/api/bff/config') return json(route, { merchantAdminUrl: 'https://merchant.example.com/admin', currency: 'USD', defaultLanguage: 'en', stripePublishableKey: '' });
    if (p === '/api/front/user/info') {
      return opts.signedIn
        ? json(route, { nickname: 'Ada Lovelace', avatar: '', phone: '7700900123', email: 'ada@example.com', integral: 120, experience: 0, couponCount: 2, collectCount: 4, userType: 'email' })
        : json(route, { status: 401, code: 401, message: 'Please log in' }, 401);
    }
    if (!opts.signedIn && /^\/api\/front\/(cart|pay\/balance|notification|order|user)/.test(p)) return json(route, { status: 401, code: 401, message: 'Please log in' }, 401);
    if (p === '/api/front/pay/balance') return json(route, { userBalance: '1234.50' });
    if (p === '/api/front/cart/count') return json(route, { count: 3 });
    if (p === '/api/front/notification/unread/count') return json(route, { count: 5 });
    // A signed-in look with no real session: the pages' own lists come back empty.
    if (opts.signedIn && p.startsWith('/api/front/') && route.request().method() === 'GET') return json(route, { list: [], total: 0, page: 1, limit: 20, pages: 0 });
    return route.continue();
  });
}
