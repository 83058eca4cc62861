/*
 * The shapes the shell's parsers produce. They sit below both the query modules (category, user) and
 * the lazily loaded parsers (shellSchemas), so neither needs the other to name them.
 */

/** ProCategoryCacheVo (docs/upstream-contract.md §3): platform categories, up to three levels. */
export interface CategoryNode {
  id: number;
  pid: number;
  name: string;
  icon: string;
  level: number;
  sort: number;
  children: CategoryNode[];
}

/**
 * The signed-in shopper (docs/upstream-contract.md §2 UserCenterResponse). The upstream spells the name both
 * `nickname` (user/info) and `nikeName` (login answers); the SPA keeps one.
 */
export interface UserInfo {
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  integral: number;
  experience: number;
  couponCount: number;
  collectCount: number;
  /** google, facebook, twitter, email, tourist (guest) or phone. */
  userType: string;
  /** Decimal string from GET /api/front/pay/balance; only present where it was fetched (useUserBalance). */
  userBalance?: string;
}
