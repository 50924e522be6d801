import { useEffect, useRef, useState } from 'react';
import { layout } from '../theme/tokens';

/** true while the user scrolls down past `threshold` px; false again on any upward scroll. */
export function useHideOnScroll(enabled = true, threshold: number = layout.navHideThreshold) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') {
      setHidden(false);
      return;
    }
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY.current && y > threshold) setHidden(true);
      else if (y < lastY.current || y <= threshold) setHidden(false);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);

  return hidden;
}
