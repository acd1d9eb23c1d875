import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '@/api/errors';
import { http } from '@/api/http';
import { useSessionStore } from '@/stores/session';
import { api, currentPath, HttpResponse, mock, ok, server, signIn, startShellServer } from './shell-harness';

startShellServer();

const expired = () => HttpResponse.json({ code: '401', msg: '登录已过期' }, { status: 401 });
const invalid = () => HttpResponse.json({ code: '4001', msg: '登录失效' }, { status: 401 });

function login(access: string, refresh: string) {
  return ok({
    access_token: access,
    refresh_token: refresh,
    privileges: [],
    user: { username: 'operator', avatar: null, userId: 7, email: null, phone: null, userType: 8 },
    extra: { roleLevel: 1 },
  });
}

/** `v1/item?i=n` answers n with the fresh token and an expired-token 401 with any other. */
function itemsNeed(token: string) {
  server.use(
    mock.get(api('v1/item'), ({ request }) => {
      if (request.headers.get('authorization') !== `Bearer ${token}`) return expired();
      return ok(Number(new URL(request.url).searchParams.get('i')));
    }),
  );
}

function fiftyCalls() {
  return Array.from({ length: 50 }, (_, i) => http.get<number>('v1/item', { i }));
}

async function settle(calls: Promise<number>[]) {
  return Promise.allSettled(calls);
}

describe('expired access token (HTTP 401, body code 401)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('50 concurrent calls cause exactly one refresh and all 50 are replayed', async () => {
    signIn('manage', { token: 'old' });
    itemsNeed('new');
    const refreshes: unknown[] = [];
    server.use(
      mock.post(api('v1/user/login'), async ({ request }) => {
        refreshes.push(await request.json());
        expect(request.headers.get('authorization')).toMatch(/^Basic /);
        return login('new', 'refresh-2');
      }),
    );
    const answers = await Promise.all(fiftyCalls());
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(refreshes).toEqual([{ grant_type: 'refresh_token', refresh_token: 'refresh-1', parkId: 0, userType: 8 }]);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-2' });
  });

  it('a failing refresh rejects each of the 50 calls once, clears the session and goes to login', async () => {
    signIn('manage', { token: 'old' });
    window.location.hash = '#/park';
    itemsNeed('new');
    let refreshes = 0;
    server.use(
      mock.post(api('v1/user/login'), () => {
        refreshes += 1;
        return HttpResponse.json({ code: 0, msg: '刷新令牌无效', data: null });
      }),
    );
    const results = await settle(fiftyCalls());
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(results).toHaveLength(50);
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('park-console-session') ?? '').not.toContain('refresh-1');
    expect(currentPath()).toBe('/login?redirect=%2Fpark');
  });

  it('a refresh answered with 401 is not refreshed again', async () => {
    signIn('front', { token: 'old' });
    itemsNeed('new');
    let refreshes = 0;
    server.use(
      mock.post(api('v1/user/login'), () => {
        refreshes += 1;
        return expired();
      }),
    );
    const results = await settle([http.get<number>('v1/item', { i: 1 }), http.get<number>('v1/item', { i: 2 })]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshes).toBe(1);
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('a replay that is refused again ends the session instead of refreshing in a loop', async () => {
    signIn('manage', { token: 'old' });
    itemsNeed('never');
    let refreshes = 0;
    server.use(
      mock.post(api('v1/user/login'), () => {
        refreshes += 1;
        return login(`new-${refreshes}`, 'refresh-2');
      }),
    );
    await expect(http.get('v1/item', { i: 1 })).rejects.toMatchObject({ kind: 'session' });
    expect(refreshes).toBe(1);
    expect(currentPath()).toMatch(/^\/login/);
  });

  it('with Web Locks, a tab that gets the lock after another tab refreshed uses the stored token', async () => {
    signIn('manage', { token: 'old' });
    itemsNeed('from-other-tab');
    // Another tab holds the lock and writes its fresh tokens before this tab gets it.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, task: () => Promise<unknown>) => {
          const stored = JSON.parse(localStorage.getItem('park-console-session') ?? '{}') as { state: object };
          stored.state = { ...stored.state, accessToken: 'from-other-tab', refreshToken: 'refresh-other' };
          localStorage.setItem('park-console-session', JSON.stringify(stored));
          return task();
        },
      },
    });
    server.use(mock.post(api('v1/user/login'), () => HttpResponse.error()));
    await expect(http.get('v1/item', { i: 3 })).resolves.toBe(3);
    expect(useSessionStore.getState().accessToken).toBe('from-other-tab');
  });
});

describe('invalid session (HTTP 401, body code 4001)', () => {
  it('clears the session and goes to #/login without refreshing', async () => {
    signIn('agent', { token: 'revoked' });
    window.location.hash = '#/mechanism-info';
    server.use(mock.get(api('v1/item'), invalid));
    const error = await http.get('v1/item').catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('session');
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(currentPath()).toBe('/login?redirect=%2Fmechanism-info');
  });
});

describe('several tabs', () => {
  it('a logout in another tab (storage cleared) ends this tab too', async () => {
    const { syncStoresAcrossTabs } = await import('@/stores/sync-tabs');
    signIn('manage');
    const stop = syncStoresAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    expect(useSessionStore.getState().accessToken).toBeNull();
    stop();
  });

  it('tokens refreshed in another tab are read back here', async () => {
    const { syncStoresAcrossTabs } = await import('@/stores/sync-tabs');
    signIn('manage', { token: 'old' });
    const stop = syncStoresAcrossTabs();
    const stored = JSON.parse(localStorage.getItem('park-console-session') ?? '{}') as { state: object };
    const next = JSON.stringify({ ...stored, state: { ...stored.state, accessToken: 'other-tab' } });
    localStorage.setItem('park-console-session', next);
    window.dispatchEvent(new StorageEvent('storage', { key: 'park-console-session', newValue: next }));
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('other-tab'));
    stop();
  });
});
