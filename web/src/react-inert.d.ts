/**
 * React 18 passes `inert` through as a plain attribute: "" sets it (the element and its content
 * leave the tab order and the accessibility tree), undefined leaves it out. Its types do not list it.
 */
import 'react';

declare module 'react' {
  // A merged declaration repeats React's type parameter by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
