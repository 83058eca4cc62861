import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the section comes near the viewport, so the home page asks for the
 * data of its lower sections only when the shopper scrolls towards them.
 */
export function LazySection({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden in the first drawing, on the server as in the browser; shown once it comes near.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [shown]);
  return (
    <div ref={ref} style={shown ? undefined : { minBlockSize: minHeight }}>
      {shown ? children : null}
    </div>
  );
}
