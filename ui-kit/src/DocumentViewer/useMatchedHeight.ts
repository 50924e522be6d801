import { useEffect, useState, type RefObject } from 'react';

/** Height (px) of the referenced element, kept current on window resize and element resize. */
export function useMatchedHeight(ref?: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!ref || typeof window === 'undefined') {
      // No element to follow (any more): the frame goes back to its own height.
      setHeight(undefined);
      return undefined;
    }
    const measure = () => {
      const node = ref.current;
      if (!node) return;
      const next = node.offsetHeight || node.getBoundingClientRect().height;
      setHeight(next > 0 ? next : undefined);
    };
    measure();
    window.addEventListener('resize', measure);
    let observer: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined' && ref.current) {
      observer = new ResizeObserver(measure);
      observer.observe(ref.current);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);

  return height;
}
