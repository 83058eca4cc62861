/**
 * Attributes React 18 passes through as they are written but does not list (ADR 0010):
 * - `inert`: "" sets it (the element and its content leave the tab order and the accessibility tree),
 *   undefined leaves it out.
 * - `fetchpriority` on pictures, lower-case: React 18 does not know the camel-cased `fetchPriority`
 *   and warns about it.
 */
import 'react';

declare module 'react' {
  // A merged declaration repeats React's type parameter by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto' | undefined;
  }
}
