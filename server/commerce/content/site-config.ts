import type { CommerceContext } from '../context.js';

/**
 * Keys of the site_config table (each value is JSON). Other domains read some of them:
 * the refunds domain reads REFUND_REASONS (a string array), accounts reads PRIVACY_AGREEMENT.
 */
export const SITE_KEYS = {
  siteName: 'site_name',
  siteLogo: 'site_logo',
  loginLeftImage: 'login_left_image',
  indexBannerType: 'index_banner_type',
  recommendImage: 'recommend_image',
  shopStreetHeaderImage: 'shop_street_header_image',
  consumerType: 'consumer_type',
  consumerHotline: 'consumer_hotline',
  consumerH5Url: 'consumer_h5_url',
  consumerMessage: 'consumer_message',
  consumerEmail: 'consumer_email',
  settledAgreement: 'settled_agreement',
  privacyAgreement: 'privacy_agreement',
  refundReasons: 'refund_reasons',
  /** A's `h5_avatar`: the picture a new shopper account starts with; the accounts domain reads it. */
  defaultAvatar: 'h5_avatar',
  /** A's theme colour of its mobile client, '1' to '5' (A's default '1'). */
  changeColorConfig: 'change_color_config',
  /** '1' when the mobile client draws the bottom navigation from the group list, '0' for its own tabs. */
  bottomNavigationIsCustom: 'bottom_navigation_is_custom',
} as const;

export type SiteKey = (typeof SITE_KEYS)[keyof typeof SITE_KEYS];

/** Every site_config value, decoded; a value that is not valid JSON is kept as its raw text. */
export async function readSiteConfig(ctx: CommerceContext, keys: readonly string[]): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('siteConfig').select(['key', 'value']).where('key', 'in', keys).execute();
  const out = new Map<string, unknown>();
  for (const r of rows) {
    try {
      out.set(r.key, JSON.parse(r.value));
    } catch {
      out.set(r.key, r.value);
    }
  }
  return out;
}

export async function siteString(ctx: CommerceContext, key: SiteKey, fallback = ''): Promise<string> {
  const v = (await readSiteConfig(ctx, [key])).get(key);
  return typeof v === 'string' ? v : fallback;
}

export function str(map: Map<string, unknown>, key: string, fallback = ''): string {
  const v = map.get(key);
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

export async function writeSiteConfig(ctx: CommerceContext, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await ctx.db
    .insertInto('siteConfig')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}
