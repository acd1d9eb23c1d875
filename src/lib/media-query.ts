import { useCallback, useSyncExternalStore } from 'react';

// A system preference the console follows as it changes (dark colours, reduced motion). Without matchMedia (an old
// test page), none is set.
const has = () => typeof window.matchMedia === 'function';

/** Whether the media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!has()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => has() && window.matchMedia(query).matches, () => false);
}
