import { errorMessages } from '@/api/api-events';
import { ApiError, errorWords } from '@/api/errors';
import { useSessionEndStore } from '@/stores/session-end';
import { clearLocalSession } from '@/stores/sync-tabs';

const LOGIN_PATH = '/login';

/**
 * The session is over (invalid, revoked, frozen, or its refresh failed): clear it and go to the login screen,
 * keeping the path the user was on so login can bring them back. `reason` is the server's word for why (a frozen
 * account is told it is frozen, not that its login expired); the login page shows it. Many failing calls show one
 * message.
 */
export function endSession(reason?: unknown): ApiError {
  const text = typeof reason === 'string' && reason ? reason : errorWords().sessionExpired;
  clearLocalSession();
  useSessionEndStore.getState().setReason(text);
  const from = window.location.hash.replace(/^#/, '') || '/';
  if (from.split('?')[0] !== LOGIN_PATH) {
    errorMessages.emit(text);
    window.location.hash = `#${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
  }
  return new ApiError(text, 'session', null, 401);
}
