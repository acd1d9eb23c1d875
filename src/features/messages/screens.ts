import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/messages, by screen name (src/app/screens composes every feature's). */
export const messagesScreens = {
  messages: screenCode(() => import('./message-list-screen'), (m) => m.MessageListScreen),
} satisfies ScreenCodes;
