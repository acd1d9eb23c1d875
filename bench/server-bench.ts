import { runLoad, type LoadOptions, type LoadResult, type LoadTarget } from './load-generator';

export interface ServerBench {
  healthz: LoadResult;
  logList: LoadResult;
  login: LoadResult;
  orderList: LoadResult;
  orderDetail: LoadResult;
}

const CLIENT_BASIC = `Basic ${Buffer.from('park-console:park-console-secret').toString('base64')}`;
const OPTIONS: LoadOptions = { connections: 50, durationMs: 5_000 };

export const PASSWORD_LOGIN = JSON.stringify({
  username: 'operator',
  password: 'Park@2026',
  grant_type: 'password',
  parkId: 0,
  userType: 8,
});

export async function accessToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/v1/user/login`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'content-type': 'application/json' },
    body: PASSWORD_LOGIN,
  });
  const body = (await answer.json()) as { code: unknown; data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`login refused: ${JSON.stringify(body)}`);
  return token;
}

// A refused call answers HTTP 200 with code 0 too: the list is checked once so the load measures real pages.
async function expectAnswered(url: string, target: LoadTarget): Promise<void> {
  const answer = await fetch(new URL(target.path, url), {
    method: target.method,
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: target.body,
  });
  const body = (await answer.json()) as { code: unknown; data?: { list?: unknown[] } };
  if (body.code !== 1 || !body.data?.list?.length) throw new Error(`${target.path} answered ${JSON.stringify(body)}`);
}

// The newest order of the operator's park, whose detail the bench reads.
async function firstOrder(url: string, token: string): Promise<{ id: number; parkId: number }> {
  const answer = await fetch(`${url}/api/v1/admin/ps/order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
  });
  const body = (await answer.json()) as { data?: { list?: { id: number; parkId: number }[] } };
  const row = body.data?.list?.[0];
  if (!row) throw new Error(`no order to read: ${JSON.stringify(body)}`);
  return row;
}

// The server must run with a high AUTH_RATE_LIMIT, or the login target measures the limiter's 429s.
export async function benchServer(url: string): Promise<ServerBench> {
  const token = await accessToken(url);
  const order = await firstOrder(url, token);
  const targets: Record<keyof ServerBench, LoadTarget> = {
    healthz: { method: 'GET', path: '/healthz' },
    logList: {
      method: 'POST',
      path: '/api/v1/admin/logs/list',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    },
    login: {
      method: 'POST',
      path: '/api/v1/user/login',
      headers: { authorization: CLIENT_BASIC },
      body: PASSWORD_LOGIN,
    },
    // Issue 16: the park's order list (the operator's serviceOrder) and one order's detail with its history.
    orderList: {
      method: 'POST',
      path: '/api/v1/admin/ps/order',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    },
    orderDetail: { method: 'GET', path: `/api/v1/cash/order/${order.parkId}/${order.id}`, headers: { authorization: `Bearer ${token}` } },
  };
  await expectAnswered(url, targets.logList);
  await expectAnswered(url, targets.orderList);
  const results: Partial<ServerBench> = {};
  for (const name of ['healthz', 'logList', 'login', 'orderList', 'orderDetail'] as const) {
    // A short warm-up; a few logins only, each one is a deliberately slow scrypt.
    await runLoad(url, targets[name], { connections: 5, durationMs: 500, maxRequests: name === 'login' ? 5 : 500 });
    results[name] = await runLoad(url, targets[name], OPTIONS);
  }
  return results as ServerBench;
}
