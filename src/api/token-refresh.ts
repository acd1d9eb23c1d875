import axios from 'axios';
import { loginCalls } from '@contract/calls/auth';
import { pathOf } from '@contract/calls/define-call';
import { apiBase, basicAuthHeader, loginUserType } from '@/api/config';
import type { Envelope, HostKey, LoginResponse } from '@/api/types';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { tellOtherTabs } from '@/stores/tab-channel';
import { handoverFor, recordHandover } from '@/stores/token-handover';

const LOCK_NAME = 'park-console-token-refresh';

let inFlight: Promise<string> | null = null;

/**
 * Returns a fresh access token for a call that failed with `staleToken`.
 * One refresh per tab at a time (callers share the promise) and one per browser (a Web Lock, when the
 * browser has it); whoever gets the lock second finds the token already replaced (handed over in IndexedDB, and told
 * to every tab at once) and uses it.
 */
export function refreshAccessToken(staleToken: string | null): Promise<string> {
  const current = useSessionStore.getState().accessToken;
  if (current && current !== staleToken) return Promise.resolve(current);
  if (!inFlight) {
    inFlight = withBrowserLock(() => refreshUnlessDone(staleToken)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** Resolves once no refresh of this tab is running (whatever its outcome). */
export function refreshSettled(): Promise<void> {
  return inFlight ? inFlight.then(() => undefined, () => undefined) : Promise.resolve();
}

export async function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return await locks.request(LOCK_NAME, task);
}

async function refreshUnlessDone(staleToken: string | null): Promise<string> {
  // Another tab may have refreshed while this one waited for the lock: its message may already have moved this tab
  // on, else its pair is in localStorage or, surely, in the handover it committed before releasing the lock.
  const told = useSessionStore.getState().accessToken;
  if (told && told !== staleToken) return told;
  await useSessionStore.persist.rehydrate();
  const session = useSessionStore.getState();
  if (session.accessToken && session.accessToken !== staleToken) return session.accessToken;
  const handed = await handoverFor(staleToken);
  if (handed) {
    session.setTokens(handed.accessToken, handed.refreshToken);
    return handed.accessToken;
  }
  if (!session.refreshToken) throw new Error('no refresh token');
  const hostKey: HostKey = session.hostKey ?? 'manage';
  const login = await requestRefresh(hostKey, session.refreshToken, useParkStore.getState().parkId ?? 0);
  await shareTokens(staleToken, login.access_token, login.refresh_token);
  return login.access_token;
}

/**
 * Keeps a pair this tab was issued and hands it to the other tabs: a message for those open now, and the handover
 * for one that waits on the lock. Called under the lock, which is released only once the handover is committed.
 */
export async function shareTokens(staleToken: string | null, accessToken: string, refreshToken: string): Promise<void> {
  useSessionStore.getState().setTokens(accessToken, refreshToken);
  tellOtherTabs({ kind: 'tokens', stale: staleToken, accessToken, refreshToken });
  await recordHandover({ stale: staleToken, accessToken, refreshToken });
}

/**
 * The refresh-token grant. A bare axios call, outside the client's interceptors, so its own failure
 * (401 included) can never start another refresh.
 */
export async function requestRefresh(hostKey: HostKey, refreshToken: string, parkId: number): Promise<LoginResponse> {
  const response = await axios.post<Envelope<LoginResponse>>(
    pathOf(loginCalls.login),
    { grant_type: 'refresh_token', refresh_token: refreshToken, parkId, userType: loginUserType(hostKey) },
    { baseURL: apiBase[hostKey], headers: { Authorization: basicAuthHeader() } },
  );
  if (String(response.data.code) !== '1') throw new Error(response.data.msg || 'refresh refused');
  return response.data.data;
}
