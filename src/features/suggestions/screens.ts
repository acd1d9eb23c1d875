import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/suggestions, by screen name (src/app/screens composes every feature's). */
export const suggestionsScreens = {
  companySuggest: screenCode(() => import('./company-suggest-screen'), (m) => m.CompanySuggestScreen),
  'front-suggest': screenCode(() => import('./front-suggest-screen'), (m) => m.FrontSuggestScreen),
} satisfies ScreenCodes;
