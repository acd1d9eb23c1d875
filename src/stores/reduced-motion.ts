import { useSyncExternalStore } from 'react';

// A system set to reduce motion (WCAG 2.3.3) gets the console without antd's motion: dialogs, drawers, menus and
// messages appear and leave at once instead of zooming, sliding or fading.
const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const reduced = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCE_QUERY).matches;

/** Whether the system asks for reduced motion, followed as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
