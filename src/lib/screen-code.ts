import type { ComponentType } from 'react';
import type { ScreenName } from '@contract/screens/catalogue';

/** A screen's code, fetched only when asked for: the shell turns it into a lazy, preloadable component. */
export interface ScreenCode {
  load(): Promise<ComponentType>;
}

/** The code of some screens of one feature, by screen name (the shell composes every feature's). */
export type ScreenCodes = Partial<Record<ScreenName, ScreenCode>>;

export function screenCode<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenCode {
  return { load: () => load().then(pick) };
}
