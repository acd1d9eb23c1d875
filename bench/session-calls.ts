import { accessToken } from './server-bench';
import { runLoad, type LoadResult, type LoadTarget } from './load-generator';

// Issue 22: the calls that only authenticate or page one list, each against /healthz of the same server in the same
// run, so the ratio (not the machine) is what a run reports.
export const SESSION_CALLS = ['healthz', 'loginData', 'parkList', 'logList', 'companyList', 'orderList', 'unreadCount'] as const;
export type SessionCall = (typeof SESSION_CALLS)[number];
export type SessionCallsBench = Record<SessionCall, LoadResult>;

export const SESSION_CALL_LABELS: Record<SessionCall, string> = {
  healthz: '`GET /healthz`',
  loginData: '`GET v1/user/loginData` (the auth path alone)',
  parkList: 'park list (`v1/admin/park/list`)',
  logList: 'log list (`v1/admin/logs/list`)',
  companyList: 'company list (`v1/enterprise/lists`)',
  orderList: 'park order list (`v1/admin/ps/order`)',
  unreadCount: 'unread count (`v1/message/unread/count`)',
};

const PAGE = JSON.stringify({ pageNum: 1, pageSize: 10 });

function targetsFor(token: string): Record<SessionCall, LoadTarget> {
  const auth = { authorization: `Bearer ${token}` };
  const list = (path: string): LoadTarget => ({ method: 'POST', path, headers: auth, body: PAGE });
  return {
    healthz: { method: 'GET', path: '/healthz' },
    loginData: { method: 'GET', path: '/api/v1/user/loginData', headers: auth },
    parkList: list('/api/v1/admin/park/list'),
    logList: list('/api/v1/admin/logs/list'),
    companyList: list('/api/v1/enterprise/lists'),
    orderList: list('/api/v1/admin/ps/order'),
    unreadCount: { method: 'GET', path: '/api/v1/message/unread/count', headers: auth },
  };
}

// A refused call answers HTTP 200 with code 0 too: each target is checked once so the load measures real answers.
async function expectAnswered(url: string, target: LoadTarget): Promise<void> {
  const answer = await fetch(new URL(target.path, url), {
    method: target.method,
    headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    body: target.body,
  });
  const text = await answer.text();
  if (!answer.ok || (target.path.startsWith('/api/') && (JSON.parse(text) as { code: unknown }).code !== 1)) {
    throw new Error(`${target.path} answered ${answer.status} ${text.slice(0, 300)}`);
  }
}

/** The operator's calls under 50 connections for `durationMs` each, each after a warm-up under the same load. */
export async function benchSessionCalls(url: string, durationMs = 5_000): Promise<SessionCallsBench> {
  const targets = targetsFor(await accessToken(url));
  for (const name of SESSION_CALLS) await expectAnswered(url, targets[name]);
  const results: Partial<SessionCallsBench> = {};
  for (const name of SESSION_CALLS) {
    // Warmed under the same load for 2 s first: after 500 calls V8 had not finished optimizing the call's code, and
    // the first seconds of a run read 30% below the next (log list on PostgreSQL: 2,721 then 3,892 req/s).
    await runLoad(url, targets[name], { connections: 50, durationMs: 2_000 });
    results[name] = await runLoad(url, targets[name], { connections: 50, durationMs });
  }
  return results as SessionCallsBench;
}
