import { useEffect, useState } from 'react';

/** Whether the page is scrolled further down than `threshold` pixels: the top of a list is out of sight. */
export function useScrolledDown(threshold = 200): boolean {
  const [down, setDown] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setDown(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return down;
}
