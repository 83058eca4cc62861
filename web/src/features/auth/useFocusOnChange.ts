import { useEffect, useRef } from 'react';

/**
 * Moving to another panel unmounts the control that was clicked, which would drop keyboard focus
 * on <body>. Instead, focus goes to the new panel's heading (not on the first render).
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [value]);
  return ref;
}
