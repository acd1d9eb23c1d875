import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<C> = { default: C };

/**
 * A lazily loaded module that can be fetched before its first render. Once loaded, its components render at once:
 * React takes a lazy component synchronously when its thenable calls back straight away, so no fallback flashes
 * and no Suspense reveal delay is paid for a part that is already there.
 */
export function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;

  const preload = (): Promise<M> => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function component<P extends object>(pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
    return lazy(() => {
      if (loaded) {
        const ready: Loaded<ComponentType<P>> = { default: pick(loaded) };
        const immediate = { then: (resolve: (value: Loaded<ComponentType<P>>) => void) => resolve(ready) };
        return immediate as unknown as Promise<Loaded<ComponentType<P>>>;
      }
      return preload().then((module) => ({ default: pick(module) }));
    });
  }

  return { preload, component };
}
