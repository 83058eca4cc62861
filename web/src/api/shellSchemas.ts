import * as z from 'zod/mini';
import type { CategoryNode, UserInfo } from './shellTypes';
import { list, object, pick, type Read } from '../../../shared/contract/fields';
import { language, pageText, siteIndex } from '../../../shared/contract/site';
import { loginResponse, userCenter } from '../../../shared/contract/user';
import { balance } from '../../../shared/contract/pay';
import { cartCount } from '../../../shared/contract/cart';

/**
 * The schemas of the answers every page's shell reads (site, languages, configuration, category
 * tree, the shopper, cart and unread counts). They load beside the first answer that needs them, or
 * with the page's first screen, so the first script carries no validator.
 */
/** Only the fields the shell relies on are checked; the rest passes through for the pages. */
const siteShell = pick(siteIndex, ['logoUrl', 'siteName', 'shopPayCurrency', 'consumerType', 'consumerHotline', 'consumerH5Url', 'consumerMessage', 'consumerEmail']);
const siteIndexSchema = z.looseObject(siteShell.lenient.shape);
// Partial: the shell renders from whatever part of the settings it has (tests and first paint pass a part).
export type SiteIndex = Partial<Read<typeof siteShell>> & Record<string, unknown>;

const languageSchema = list(language).lenient;
export type SiteLanguage = Read<typeof language>;

const pageTextSchema = list(pageText).lenient;

const bffConfigSchema = z.looseObject({
  merchantAdminUrl: z.optional(z.nullable(z.string())),
  defaultLanguage: z.optional(z.nullable(z.string())),
  currency: z.optional(z.nullable(z.string())),
  postCodeFormat: z.optional(z.nullable(z.string())),
  serverTimeZone: z.optional(z.nullable(z.string())),
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

export function parseSiteIndex(data: unknown): SiteIndex {
  return siteIndexSchema.parse(data ?? {}) as SiteIndex;
}

export function parseLanguages(data: unknown): SiteLanguage[] {
  return languageSchema.parse(data ?? []);
}

export function parseBffConfig(data: unknown): BffConfig {
  return bffConfigSchema.parse(data ?? {});
}

export function parsePageTexts(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of pageTextSchema.parse(data ?? [])) if (item.content) out[item.code] = item.content;
  return out;
}

interface RawCategory {
  id: number;
  pid?: number | null;
  name: string;
  icon?: string | null;
  level?: number | null;
  sort?: number | null;
  isShow?: boolean | number | null;
  childList?: RawCategory[] | null;
}

const rawCategory: z.ZodMiniType<RawCategory> = z.looseObject({
  id: z.coerce.number(),
  pid: z.optional(z.nullable(z.coerce.number())),
  name: z.string(),
  icon: z.optional(z.nullable(z.string())),
  level: z.optional(z.nullable(z.coerce.number())),
  sort: z.optional(z.nullable(z.coerce.number())),
  isShow: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
  get childList() {
    return z.optional(z.nullable(z.array(rawCategory)));
  },
});

function normalise(list: RawCategory[], level: number): CategoryNode[] {
  return list
    .filter((c) => c.isShow !== false && c.isShow !== 0)
    .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))
    .map((c) => ({
      id: c.id,
      pid: c.pid ?? 0,
      name: c.name,
      icon: c.icon ?? '',
      level: c.level ?? level,
      sort: c.sort ?? 0,
      // The menu shows three levels; anything deeper is reached from the categories page.
      children: level < 3 ? normalise(c.childList ?? [], level + 1) : [],
    }));
}

export function parseCategoryTree(data: unknown): CategoryNode[] {
  return normalise(z.array(rawCategory).parse(data ?? []), 1);
}

/**
 * The signed-in shopper (docs/upstream-contract.md §2 UserCenterResponse). The upstream spells the name both
 * `nickname` (user/info) and `nikeName` (login answers); we keep one field.
 */
const userRead = object({
  ...pick(userCenter, ['nickname', 'avatar', 'phone', 'email', 'integral', 'experience', 'couponCount', 'collectCount', 'userType']).shape,
  nikeName: loginResponse.shape.nikeName,
});
const userCenterSchema = z.pipe(
  userRead.lenient,
  z.transform(({ nikeName, ...u }) => ({ ...u, nickname: u.nickname || nikeName })),
);

export function parseUserInfo(data: unknown): UserInfo {
  return userCenterSchema.parse(data);
}

export const balanceSchema = balance.lenient;

export const editSchema = z.object({ nickname: z.string().check(z.maxLength(255)), avatar: z.string() });

// The cart's and the notifications' counts are the same `{ count }` shape.
const countSchema = cartCount.lenient;

/** A `{ count }` answer (cart and unread counts). */
export function parseCount(data: unknown): number {
  return countSchema.parse(data ?? { count: 0 }).count;
}
