import { PARK_STORAGE_KEY, useParkStore } from '@/stores/park';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session';

/** Keeps every tab on the same tokens and park: another tab's write (or logout) is read back here. */
export function syncStoresAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab logged out (storage cleared): end this tab's session too.
    if ((event.key === null || event.key === SESSION_STORAGE_KEY) && event.newValue === null) {
      useSessionStore.getState().clear();
      useParkStore.getState().clear();
      return;
    }
    if (event.key === null || event.key === SESSION_STORAGE_KEY) void useSessionStore.persist.rehydrate();
    if (event.key === null || event.key === PARK_STORAGE_KEY) void useParkStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Ends the local session: both stores and everything else kept in localStorage (spec §2, log out). */
export function clearLocalSession(): void {
  useSessionStore.getState().clear();
  useParkStore.getState().clear();
  localStorage.clear();
}
