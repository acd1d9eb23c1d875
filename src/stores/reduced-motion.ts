import { useMediaQuery } from '@/lib/media-query';

/**
 * Whether the system asks for reduced motion (WCAG 2.3.3): the console then runs without antd's motion, dialogs,
 * drawers, menus and messages appearing and leaving at once instead of zooming, sliding or fading.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
