import { useEffect, useState, type RefObject } from 'react';

// Spec 1 §9 / spec 2 §9: an image loads when a tenth of it is in view.
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * True once a tenth of `element` has scrolled into view, and from then on. Without
 * IntersectionObserver (old browsers) it is true at once.
 */
export function useInView(element: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (!target || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
