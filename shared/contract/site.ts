import * as z from 'zod/mini';
import { parseShopCurrency } from '../currency';
import { bool, int, list, money, nullable, object, oneOf, picture, record, text, unknown } from './fields';

/**
 * `shopPayCurrency` (docs/upstream-contract.md §14): a JSON-encoded object string such as
 * `{"country":"United States","currency":"USD","symbol":"$","ID":"256"}`; a bare "USD" crashes the
 * PC client, so the service never sends one. The SPA reads the string and parses it itself
 * (shared/currency.ts), so an older bare code or a broken one falls back instead of failing.
 */
export const shopPayCurrency = {
  strict: z.string().check(
    z.refine((s) => {
      try {
        const o: unknown = JSON.parse(s);
        return !!o && typeof o === 'object' && parseShopCurrency(s) !== null && typeof (o as { symbol?: unknown }).symbol === 'string';
      } catch {
        return false;
      }
    }, 'shopPayCurrency is a JSON object string with currency and symbol (docs/upstream-contract.md §14)'),
  ),
  lenient: text.lenient,
};

/** A banner or menu entry of the home page (group data). */
export const bannerItem = object({ id: int, name: text, pic: picture, url: text });

const customerService = {
  consumerType: text,
  consumerHotline: text,
  consumerH5Url: text,
  consumerMessage: text,
  consumerEmail: text,
};

/** GET /api/front/index: the site settings every page uses, and the mobile home's blocks. */
export const siteIndex = object({
  logoUrl: picture,
  siteName: text,
  shopPayCurrency,
  ...customerService,
  banner: list(bannerItem),
  indexBannerType: int,
  menus: list(bannerItem),
  ranking: list(object({ id: int, storeName: text, price: money })),
  bastBanner: list(bannerItem),
});

/** GET /api/pc/home/index: the PC home's banners and pictures. */
export const pcHome = object({
  logoUrl: picture,
  siteName: text,
  shopPayCurrency,
  ...customerService,
  banner: list(bannerItem),
  bastBanner: list(bannerItem),
  recommendImage: picture,
  shopStreetHeaderImag: picture,
});

/** GET /api/pc/login/getLoginPic. */
export const loginPic = object({ loginLeftImage: picture });

/** GET /api/front/language/listall. */
export const language = object({ id: int, code: text, name: text, isDefault: bool, state: int });

/** GET /api/front/language/content: one server-side page text. */
export const pageText = object({ code: text, content: nullable(text) });

/** A product row of an activity: linked by `proId` (docs/upstream-contract.md §14). */
export const activityProduct = object({ proId: int, proImage: picture, image: picture, storeName: text, price: money, otPrice: money });

/** GET /api/front/activity/index/list: home sections; the PC client renders only types 1, 2 and 3. */
export const activity = object({ id: int, name: text, type: oneOf([1, 2, 3]), productList: list(activityProduct) });

/** GET /api/front/login/method/info: which sign-in methods are on. */
export const loginMethods = object({
  twitterOpen: bool,
  googleOpen: bool,
  facebookOpen: bool,
  googleClientId: text,
  facebookAppId: text,
  visitorOpen: bool,
  agreement: text,
});

/** GET /api/front/index/color/config: A's SystemConfig row `change_color_config`; `value` is the mobile theme, '1' to '5'. */
export const colorConfig = object({
  id: int,
  name: text,
  title: text,
  formId: int,
  value: text,
  status: bool,
  createTime: nullable(text),
  updateTime: nullable(text),
});

/** GET /api/front/index/bottom/navigation: A's PageLayoutBottomNavigationResponse; the list is null when none is set up, as in A. */
export const bottomNavigation = object({
  bottomNavigationList: nullable(list(record(unknown))),
  isCustom: text,
});
