/** Business constants of docs/storefront-spec.md §9, shared by the SPA and the servers. */
export const PAGE_SIZE = 20;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_TRIES = 5;
export const PRE_ORDER_TTL_SECONDS = 300;
export const SOLD_THRESHOLDS = [10000, 5000, 1000] as const;
export const DEFAULT_DIAL_CODE = '44';
export const LANGUAGES = ['en', 'zh-CN', 'es', 'fr', 'th', 'lao'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const HEADER_FIXED_AFTER_PX = 120;
export const BACK_TO_TOP_AFTER_PX = 500;
export const PAY_CHANNEL = 'pc';
export const ORDER_NOTE_MAX = 150;
export const REFUND_NOTE_MAX = 100;
export const REVIEW_TEXT_MAX = 512;
export const MAX_IMAGES = 5;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A picture's shape limits, checked from its header before anything decodes it: a few kilobytes of PNG can
 * describe a 49,000,000-pixel-wide strip, which would take gigabytes to resize. No real product photo,
 * banner or qualification scan comes near them.
 */
export const PICTURE_MAX_SIDE = 10_000;
/** The longest side over the shortest: a 1920×400 banner is 4.8; a 16,000,000×3 strip is not a picture. */
export const PICTURE_MAX_ASPECT = 20;

export const DEFAULT_STAR = 4;
export const FLOAT_WINDOW_Z = 99;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_HIDE_MS = 500;
export const DEBOUNCE_MS = 500;

/** Sold count shown on cards: sales + ficti, capped at the spec's thresholds. */
export function soldLabel(sales: number, ficti: number): string {
  const n = sales + ficti;
  for (const t of SOLD_THRESHOLDS) if (n >= t) return `${t}+`;
  return String(n);
}
