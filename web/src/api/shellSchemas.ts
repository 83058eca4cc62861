import * as z from 'zod/mini';
import type { CategoryNode } from './category';
import type { UserInfo } from './user';

/**
 * The schemas of the answers every page's shell reads (site, languages, configuration, category
 * tree, the shopper, cart and unread counts). They load beside the first answer that needs them, or
 * with the page's first screen, so the first script carries no validator.
 */
/** Only the fields the shell relies on are checked; the rest passes through for the pages. */
const siteIndexSchema = z.looseObject({
  logoUrl: z.optional(z.nullable(z.string())),
  siteName: z.optional(z.nullable(z.string())),
  shopPayCurrency: z.optional(z.nullable(z.string())),
  consumerType: z.optional(z.nullable(z.string())),
  consumerHotline: z.optional(z.nullable(z.string())),
  consumerH5Url: z.optional(z.nullable(z.string())),
  consumerMessage: z.optional(z.nullable(z.string())),
  consumerEmail: z.optional(z.nullable(z.string())),
});
export type SiteIndex = z.infer<typeof siteIndexSchema> & Record<string, unknown>;

const languageSchema = z.looseObject({
  id: z.optional(z.number()),
  code: z.string(),
  name: z.string(),
  isDefault: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
  state: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
});
export type SiteLanguage = z.infer<typeof languageSchema>;

const pageTextSchema = z.array(z.looseObject({ code: z.string(), content: z.nullable(z.optional(z.string())) }));

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
  return z.array(languageSchema).parse(data ?? []);
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

const str = () => z.nullish(z.string());
const num = () => z.nullish(z.coerce.number());
const userCenterSchema = z.pipe(
  z.object({
    nickname: str(),
    nikeName: str(),
    avatar: str(),
    phone: str(),
    email: str(),
    integral: num(),
    experience: num(),
    couponCount: num(),
    collectCount: num(),
    userType: str(),
  }),
  z.transform((u) => ({
    nickname: u.nickname ?? u.nikeName ?? '',
    avatar: u.avatar ?? '',
    phone: u.phone ?? '',
    email: u.email ?? '',
    integral: u.integral ?? 0,
    experience: u.experience ?? 0,
    couponCount: u.couponCount ?? 0,
    collectCount: u.collectCount ?? 0,
    userType: u.userType ?? '',
  })),
);

export function parseUserInfo(data: unknown): UserInfo {
  return userCenterSchema.parse(data);
}

export const balanceSchema = z.object({ userBalance: z.pipe(z.union([z.string(), z.number()]), z.transform(String)) });

export const editSchema = z.object({ nickname: z.string().check(z.maxLength(255)), avatar: z.string() });

const countSchema = z.object({ count: z.coerce.number() });

/** A `{ count }` answer (cart and unread counts). */
export function parseCount(data: unknown): number {
  return countSchema.parse(data ?? { count: 0 }).count;
}
