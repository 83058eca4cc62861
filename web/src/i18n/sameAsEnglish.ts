/**
 * The catalogue test fails when a non-English string equals the English one, because that is
 * almost always a missing translation. These are the deliberate exceptions.
 */

/** Brand and product names that stay as they are in every language. */
export const SAME_EVERYWHERE = new Set<string>(['PayPal', 'Stripe', 'Google', 'Facebook', 'Twitter', 'X', 'Visa', 'Mastercard', 'WhatsApp', 'QR']);

/** Words that really are spelled the same in that language: `ns:key.path` per language. */
export const SAME_IN: Partial<Record<string, string[]>> = {
  fr: ['common:pager.label', 'common:header.notifications', 'common:user.notifications', 'common:float.message'],
  es: ['errors:page.title'],
};

/** True when the string has no words of its own: only placeholders, numbers, symbols or codes. */
export function isLanguageNeutral(value: string): boolean {
  const text = value.replace(/\{\{[^}]*\}\}/g, '').replace(/<\/?\d+>/g, '');
  return !/\p{L}{2,}/u.test(text) || /^[A-Z0-9_+\-.\s]{1,8}$/.test(text.trim());
}
