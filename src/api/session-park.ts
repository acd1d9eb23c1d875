import { loginCalls } from '@contract/calls/auth';
import { api } from '@/api/call';
import { loginUserType } from '@/api/config';
import { isApiError } from '@/api/errors';
import { endSession } from '@/api/session-end';
import { refreshSettled, shareTokens, withBrowserLock } from '@/api/token-refresh';
import { useSessionStore } from '@/stores/session';

/**
 * Moves the server-side session to a park (the refresh grant with that parkId): the server scopes
 * privileges and data to the session's park, so the new tokens carry that park's privileges.
 */
export async function bindSessionToPark(parkId: number): Promise<void> {
  await refreshSettled();
  await withBrowserLock(async () => {
    await useSessionStore.persist.rehydrate();
    const { accessToken, refreshToken, hostKey } = useSessionStore.getState();
    if (!refreshToken || !hostKey) return;
    try {
      const login = await api(
        loginCalls.login,
        { body: { grant_type: 'refresh_token', refresh_token: refreshToken, parkId, userType: loginUserType(hostKey) } },
        { auth: 'basic', loading: true },
      );
      await shareTokens(accessToken, login.access_token, login.refresh_token);
      useSessionStore.getState().setGrants(login.privileges, login.extra.roleLevel);
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw endSession(error.message);
      throw error;
    }
  });
}
