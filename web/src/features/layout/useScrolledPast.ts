import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `px` (header pinning, back-to-top). */
export function useScrolledPast(px: number): boolean {
  // Not scrolled in the first drawing, as on the server; the first check below reads the real offset.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
