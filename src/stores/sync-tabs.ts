import { PARK_STORAGE_KEY, useParkStore } from '@/stores/park';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session';
import { LANGUAGE_STORAGE_KEY } from '@/stores/language';
import { listenToOtherTabs, tellOtherTabs, type TabMessage } from '@/stores/tab-channel';
import { THEME_STORAGE_KEY, useThemeStore } from '@/stores/theme';
import { forgetHandover } from '@/stores/token-handover';

function endHere(): void {
  useSessionStore.getState().clear();
  useParkStore.getState().clear();
}

function onTabMessage(message: TabMessage): void {
  if (message.kind === 'signed-out') {
    endHere();
    return;
  }
  // Only a tab still on the token this refresh replaced takes its pair: a later message may have overtaken it.
  const session = useSessionStore.getState();
  if (session.accessToken !== null && session.accessToken === message.stale) {
    session.setTokens(message.accessToken, message.refreshToken);
  }
}

/**
 * Keeps every tab on the same tokens, park and theme: another tab's message (at once) or its write to localStorage
 * (the fallback, a little later) is read back here.
 */
export function syncStoresAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab logged out (storage cleared): end this tab's session too.
    if ((event.key === null || event.key === SESSION_STORAGE_KEY) && event.newValue === null) {
      endHere();
      return;
    }
    if (event.key === null || event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
    if (event.key === null || event.key === PARK_STORAGE_KEY) void useParkStore.persist.rehydrate();
    if (event.key === null || event.key === THEME_STORAGE_KEY) void useThemeStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  const stopListening = listenToOtherTabs(onTabMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    stopListening();
  };
}

/**
 * Ends the local session in every tab: both stores and everything else kept in localStorage (spec §2, log out),
 * except the theme and the languages chosen on this device and by its users, which are not part of the session.
 */
export function clearLocalSession(): void {
  endHere();
  const kept = Object.keys(localStorage)
    .filter((key) => key === THEME_STORAGE_KEY || key === LANGUAGE_STORAGE_KEY || key.startsWith(`${LANGUAGE_STORAGE_KEY}:`))
    .map((key) => [key, localStorage.getItem(key) ?? ''] as const);
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  forgetHandover();
  tellOtherTabs({ kind: 'signed-out' });
}
