import { useEffect, useRef, useState } from 'react';

/** How many cards the first paint renders, and how many more each time the end comes near. */
export const FIRST_BATCH = 24;

/**
 * Renders a long list in batches: the first FIRST_BATCH items at once, then the next batch
 * whenever the sentinel element (after the last rendered item) comes within a screen of the
 * viewport. A search of hundreds of results paints as fast as one of a few dozen, and scrolling
 * stays smooth. Without IntersectionObserver (old browsers, jsdom) everything renders.
 * Starts again from the first batch when `resetKey` changes (a new search).
 */
export function useRenderedCount(total: number, resetKey: unknown) {
  const [count, setCount] = useState(FIRST_BATCH);
  const sentinel = useRef<HTMLDivElement>(null);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(FIRST_BATCH);
  }
  const observable = typeof IntersectionObserver === 'function';
  const rendered = observable ? Math.min(count, total) : total;
  const more = rendered < total;

  useEffect(() => {
    const element = sentinel.current;
    if (!more || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((n) => n + FIRST_BATCH);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [more, rendered]);

  return { rendered, sentinel: more ? sentinel : null };
}
