import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Remembers how far the page was scrolled on each tab and scrolls back there when the tab is shown again (a tab
 * opened for the first time starts at the top).
 */
export function useScrollMemory(active: string | null): void {
  const [positions] = useState(() => new Map<string, number>());
  // The tab a scroll belongs to changes in the same commit that shows the next one, before any scroll event of it.
  const owner = useRef<string | null>(null);

  useLayoutEffect(() => {
    owner.current = active;
    if (active === null) return;
    const target = positions.get(active) ?? 0;
    if (window.scrollY !== target) window.scrollTo(0, target);
  }, [active, positions]);

  useEffect(() => {
    const onScroll = () => {
      if (owner.current !== null) positions.set(owner.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [positions]);
}
