/**
 * The current value of a design token from tokens.css, for the few places that cannot use var()
 * themselves, such as the card payment iframe, which draws in its own document.
 */
export function tokenValue(name: `--${string}`): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}
