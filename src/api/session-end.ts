import { errorMessages } from '@/api/api-events';
import { ApiError, SESSION_EXPIRED } from '@/api/errors';
import { clearLocalSession } from '@/stores/sync-tabs';

const LOGIN_PATH = '/login';

/**
 * The session is over (invalid, revoked, or its refresh failed): clear it and go to the login screen,
 * keeping the path the user was on so login can bring them back. Many failing calls show one message.
 */
export function endSession(): ApiError {
  clearLocalSession();
  const from = window.location.hash.replace(/^#/, '') || '/';
  if (from.split('?')[0] !== LOGIN_PATH) {
    errorMessages.emit(SESSION_EXPIRED);
    window.location.hash = `#${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
  }
  return new ApiError(SESSION_EXPIRED, 'session', null, 401);
}
