import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCalls } from '@contract/calls/auth';
import { pathOf } from '@contract/calls/define-call';
import { apiBase, basicAuthHeader, loginUserType } from '@/api/config';
import { chunkUrlOf, newBrowserContext, startSeededServer, type RunningServer } from './harness';
import { hashPathOf, signIn } from './shell-journeys';

const TTL_SECONDS = 3;
const ROUNDS = 200;
const LOGIN_PATH = `${apiBase.manage}${pathOf(loginCalls.login)}`;

interface Chunks {
  http: string;
  session: string;
}

/** What one tab holds after its call, read from the console's own modules in that page. */
interface TabAfterCall {
  /** Why the call failed; null when it succeeded. */
  failure: string | null;
  access: string | null;
  refresh: string | null;
  /** Refresh grants this tab sent during the call, and answers of 401 it received. */
  refreshes: number;
  expiredAnswers: number;
}

interface TabWindow {
  callThroughConsole: () => Promise<TabAfterCall>;
}

// Gives the tab `callThroughConsole`: one call through the console's own HTTP client, then the tokens its session store
// holds. The chunks are imported by the URLs the console loaded them from, so they are the very modules the page runs.
function prepareTab(page: Page, chunks: Chunks): Promise<void> {
  return page.evaluate(async ({ http, session }) => {
    // Built by name, so that Vitest leaves this import() to the page instead of rewriting it for Node.
    const load = new Function('url', 'return import(url)') as (url: string) => Promise<Record<string, unknown>>;
    const values = async (url: string) => Object.values(await load(url));
    const client = (await values(http)).find(
      (value): value is { post: (url: string, data: object, options: object) => Promise<unknown> } =>
        typeof value === 'object' && value !== null && ['get', 'post', 'put', 'patch', 'delete'].every((m) => m in value),
    );
    const store = (await values(session)).find(
      (value): value is { getState: () => { accessToken: string | null; refreshToken: string | null } } =>
        typeof value === 'function' && 'persist' in value && 'getState' in value && 'accessToken' in (value.getState as () => object)(),
    );
    if (!client || !store) throw new Error('the console client or session store is not exported by its chunk');
    // Counted in the page as each request is sent and answered: Playwright's request events reach the test process
    // on their own schedule, and under load one arrived after its call had resolved (a round counted 0, the next 2).
    const seen = { refreshes: 0, expiredAnswers: 0 };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      if (typeof body === 'string' && body.includes('"refresh_token"')) seen.refreshes += 1;
      this.addEventListener('loadend', () => {
        if (this.status === 401) seen.expiredAnswers += 1;
      });
      send.call(this, body);
    };
    (window as unknown as TabWindow).callThroughConsole = async () => {
      seen.refreshes = 0;
      seen.expiredAnswers = 0;
      // A page of the user's messages no other call of the console asks for at the same time: the client supersedes
      // an identical call still pending, and the header's bell polls the first page.
      const failure = await client.post('v1/message/list', { pageNum: 1000, pageSize: 1 }, { quiet: true }).then(
        () => null,
        (error: unknown) => String(error instanceof Error ? error.message : error),
      );
      const { accessToken, refreshToken } = store.getState();
      return { failure, access: accessToken, refresh: refreshToken, ...seen };
    };
  }, chunks);
}

function callInTab(page: Page): Promise<TabAfterCall> {
  return page.evaluate(() => (window as unknown as TabWindow).callThroughConsole());
}

// The refresh grant sent from outside the browser: the session moves on by one rotation, so the access token both tabs
// hold answers 401 '401', exactly as an expired one does, while their refresh token stays good (within its 30 s grace
// the server answers it with the pair this rotation issued). A real expiry would cost a TTL per round.
async function rotateFromOutside(url: string, refreshToken: string): Promise<void> {
  const response = await fetch(`${url}${LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicAuthHeader() },
    body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken, parkId: 0, userType: loginUserType('manage') }),
  });
  expect(((await response.json()) as { code: unknown }).code).toBe(1);
}

describe('an access token that expires while the user works (ACCESS_TOKEN_TTL=3)', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    server = await startSeededServer({ env: { ACCESS_TOKEN_TTL: String(TTL_SECONDS) } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is refreshed exactly once, transparently, and the work goes on', async (ctx) => {
    browser = await newBrowserContext((r) => ctx.skip(r));
    // When the console last received a token (sign-in or refresh): a loaded machine can take longer than the TTL to
    // land, and the console then refreshes on its own before the step below starts.
    let lastGrant = 0;
    browser.on('response', (response) => {
      if (response.url().endsWith(LOGIN_PATH)) lastGrant = Date.now();
    });
    const page = await signIn(browser, server.url, '园区管理', 'operator');
    await page.getByText('当前园区：张江科创园').waitFor({ timeout: 20_000 });

    // The token the console holds has expired: a TTL (and a second) after the newest one came, none newer since.
    for (let since = -1; since !== lastGrant; ) {
      since = lastGrant;
      await page.waitForTimeout(Math.max(0, since + (TTL_SECONDS + 1) * 1000 - Date.now()));
    }
    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(LOGIN_PATH)) grants.push(JSON.parse(request.postData() ?? '{}').grant_type);
    });
    await page.evaluate(() => {
      window.location.hash = '#/system/log';
    });
    await page.getByRole('cell', { name: 'operator' }).first().waitFor({ timeout: 20_000 });

    expect(grants).toEqual(['refresh_token']);
    expect(await hashPathOf(page)).toBe('/system/log');
    expect(await page.getByText('登录已过期').count()).toBe(0);
  });
});

describe('two tabs of one browser', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  beforeAll(async () => {
    // Every round is a refresh grant or two on the sign-in route, far more than its 30 a minute per address.
    server = await startSeededServer({ env: { AUTH_RATE_LIMIT: String(ROUNDS * 10) } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`two tabs racing the expiry ${ROUNDS} times refresh exactly once each time, and a sign-out in one ends both`, async (ctx) => {
    browser = await newBrowserContext((r) => ctx.skip(r));
    const first = await signIn(browser, server.url, '园区管理', 'operator');
    await first.getByText('当前园区：张江科创园').waitFor({ timeout: 20_000 });
    // The second tab opens on the session the first one keeps in this browser.
    const second = await browser.newPage();
    await second.goto(`${server.url}/#/system/log`);
    await second.getByText('当前园区：张江科创园').waitFor({ timeout: 20_000 });
    const tabs = [first, second];
    const chunks: Chunks = { http: chunkUrlOf('/src/api/http.ts'), session: chunkUrlOf('/src/stores/session.ts') };

    for (const tab of tabs) await prepareTab(tab, chunks);
    let held = await callInTab(first);
    const counts: number[] = [];
    let raced = 0;
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      await rotateFromOutside(server.url, held.refresh ?? '');
      const [a, b] = await Promise.all(tabs.map((tab) => callInTab(tab)));
      counts.push((a?.refreshes ?? 0) + (b?.refreshes ?? 0));
      if ((a?.expiredAnswers ?? 0) + (b?.expiredAnswers ?? 0) === 2) raced += 1;
      expect({ round, failures: [a?.failure, b?.failure] }).toEqual({ round, failures: [null, null] });
      expect(b?.access).toBe(a?.access);
      held = a as TabAfterCall;
    }
    const elapsed = performance.now() - started;
    console.log(`${ROUNDS} rounds in ${Math.round(elapsed)} ms; both tabs answered 401 in ${raced}; refreshes per round: ${JSON.stringify(counts.reduce<Record<number, number>>((all, n) => ({ ...all, [n]: (all[n] ?? 0) + 1 }), {}))}`);
    expect(counts.filter((n) => n !== 1)).toEqual([]);


    // Signed out in the first tab, the second lands on the sign-in page at once, without a call of its own.
    await first.getByRole('button', { name: /operator/ }).click();
    await first.getByText('退出登录').click();
    await expect.poll(() => hashPathOf(first), { timeout: 20_000 }).toBe('/login');
    await second.getByPlaceholder('请输入密码').waitFor({ timeout: 20_000 });
    expect(await hashPathOf(second)).toBe('/login');
  }, 300_000);
});
