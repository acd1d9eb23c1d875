import type { ScreenCodes } from '@/lib/screen-code';

// Every feature's screens.ts, found by its place (src/features/<domain>/screens.ts), so a new feature's screens join
// without a line here. Eager is cheap: a screens.ts holds only its screens' lazy loaders, and each screen's code is
// still fetched when the screen is opened.
const featureModules = import.meta.glob<Record<string, ScreenCodes>>('../../features/*/screens.ts', { eager: true });

/** Each feature's screen code; a screen is named in one of them only (a unit test checks). */
export const FEATURE_SCREEN_CODES: readonly ScreenCodes[] = Object.values(featureModules).flatMap((module) => Object.values(module));

export const SCREEN_CODES: ScreenCodes = Object.assign({}, ...FEATURE_SCREEN_CODES);
