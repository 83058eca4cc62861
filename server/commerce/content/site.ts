import type { CommerceContext } from '../context.js';
import { leaderboard } from '../catalog/products.js';
import { GROUP_KEYS, groupList } from './group-data.js';
import { readSiteConfig, SITE_KEYS, str } from './site-config.js';
import { currencyString } from '../../../shared/currency.js';

const CONSUMER_KEYS = [SITE_KEYS.consumerType, SITE_KEYS.consumerHotline, SITE_KEYS.consumerH5Url, SITE_KEYS.consumerMessage, SITE_KEYS.consumerEmail];

/** The customer-service channels; the chat link is the operator's setting, else the deployment's SUPPORT_CHAT_URL, else none. */
function consumerFields(ctx: CommerceContext, cfg: Map<string, unknown>) {
  return {
    consumerType: str(cfg, SITE_KEYS.consumerType),
    consumerHotline: str(cfg, SITE_KEYS.consumerHotline),
    consumerH5Url: str(cfg, SITE_KEYS.consumerH5Url) || (ctx.config.SUPPORT_CHAT_URL ?? ''),
    consumerMessage: str(cfg, SITE_KEYS.consumerMessage),
    consumerEmail: str(cfg, SITE_KEYS.consumerEmail),
  };
}

/** GET /api/front/index: home data, site identity and the customer-service config. */
export async function frontIndex(ctx: CommerceContext) {
  const [cfg, banner, menus, bastBanner, ranking] = await Promise.all([
    readSiteConfig(ctx, [SITE_KEYS.siteName, SITE_KEYS.siteLogo, SITE_KEYS.indexBannerType, ...CONSUMER_KEYS]),
    groupList(ctx, GROUP_KEYS.indexBanner),
    groupList(ctx, GROUP_KEYS.indexMenus),
    groupList(ctx, GROUP_KEYS.bestBanner),
    leaderboard(ctx),
  ]);
  return {
    banner,
    indexBannerType: Number(str(cfg, SITE_KEYS.indexBannerType, '1')) || 1,
    menus,
    ranking,
    logoUrl: str(cfg, SITE_KEYS.siteLogo),
    siteName: str(cfg, SITE_KEYS.siteName),
    shopPayCurrency: currencyString(ctx.config.SHOP_CURRENCY),
    bastBanner,
    ...consumerFields(ctx, cfg),
  };
}

/** GET /api/pc/home/index. */
export async function pcHomeIndex(ctx: CommerceContext) {
  const [cfg, banner, bastBanner] = await Promise.all([
    readSiteConfig(ctx, [SITE_KEYS.siteName, SITE_KEYS.siteLogo, SITE_KEYS.recommendImage, SITE_KEYS.shopStreetHeaderImage, ...CONSUMER_KEYS]),
    groupList(ctx, GROUP_KEYS.pcBanner),
    groupList(ctx, GROUP_KEYS.bestBanner),
  ]);
  return {
    banner,
    logoUrl: str(cfg, SITE_KEYS.siteLogo),
    siteName: str(cfg, SITE_KEYS.siteName),
    shopPayCurrency: currencyString(ctx.config.SHOP_CURRENCY),
    recommendImage: str(cfg, SITE_KEYS.recommendImage),
    bastBanner,
    ...consumerFields(ctx, cfg),
    shopStreetHeaderImag: str(cfg, SITE_KEYS.shopStreetHeaderImage),
  };
}

export async function loginPicture(ctx: CommerceContext) {
  const cfg = await readSiteConfig(ctx, [SITE_KEYS.loginLeftImage]);
  return { loginLeftImage: str(cfg, SITE_KEYS.loginLeftImage) };
}


/**
 * A's SystemConfig row `change_color_config` as GET /api/front/index/color/config sends it. The row's own
 * id and times are A's database bookkeeping; this service keeps the value in its site settings, so they
 * go out as 0 and null (clients read only `value`).
 */
export function colorConfig(value: string) {
  return { id: 0, name: 'change_color_config', title: 'change_color_config', formId: 0, value, status: false, createTime: null, updateTime: null };
}
