import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable } from '@/app/routes/preloadable';

/** A screen's code: rendered lazily, and loadable ahead of its first render so it can show without a spinner. */
export interface LazyScreen {
  Screen: LazyExoticComponent<ComponentType>;
  preload(): Promise<unknown>;
}

export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  const module = preloadable(load);
  return { Screen: module.component(pick), preload: module.preload };
}
