import { useLayoutEffect, useRef, useState } from 'react';

type Measure = { top: number; below: number; visible: number };

function sameMeasure(a: Measure | undefined, b: Measure): boolean {
  return a !== undefined && a.top === b.top && a.below === b.below && a.visible === b.visible;
}

/**
 * A height that makes an element end at the bottom of what the user can see, from wherever it
 * starts: whatever sits above it (a one-row app bar on a phone, a taller menu on a desktop), the
 * parent's bottom padding, the on-screen keyboard (it shrinks the visual viewport, and 100dvh
 * where the page asks the browser to resize for it) and the home-indicator safe area.
 */
export function useHeightToViewportBottom<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [measure, setMeasure] = useState<Measure>();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const parent = element.parentElement;
      const viewport = window.visualViewport;
      const next: Measure = {
        top: Math.round(element.getBoundingClientRect().top + window.scrollY),
        below: parent ? Number.parseFloat(getComputedStyle(parent).paddingBottom) || 0 : 0,
        // Pinch-zoom shrinks the visual viewport too; undo it, so only the keyboard counts.
        visible: Math.round(viewport ? viewport.height * viewport.scale : window.innerHeight),
      };
      setMeasure((current) => (sameMeasure(current, next) ? current : next));
    };
    update();
    // Whatever sits above the element in the page's flow moves its top edge when it changes
    // height (a menu opening, an alert): watch those boxes, and the ancestors that hold them.
    const observer = new ResizeObserver(update);
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      observer.observe(node);
      for (let before = node.previousElementSibling; before; before = before.previousElementSibling) observer.observe(before);
    }
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, []);

  const height = measure
    ? `calc(min(100dvh, ${measure.visible}px) - ${measure.top + measure.below}px - env(safe-area-inset-bottom, 0px))`
    : undefined;
  return { ref, height };
}
