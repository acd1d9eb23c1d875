import type { Page } from 'playwright-core';
import { chunkUrlOf } from '../scripts/harness';
import { sleep } from './stats';

export interface StormRun {
  calls: number;
  validMs: number;
  validRefreshes: number;
  expiredMs: number;
  refreshCalls: number;
  replayed: number;
  lost: number;
}

const LIST_PATH = '/api/v1/admin/logs/list';

// The built chunk holding src/api/http.ts: the bench drives the console's own client, not a copy of its protocol.
export function httpChunkUrl(): string {
  return chunkUrlOf('/src/api/http.ts');
}

interface Traffic {
  refreshes: number;
  expired: number;
}

function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { refreshes: 0, expired: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/user/login') && (request.postData() ?? '').includes('"refresh_token"')) traffic.refreshes += 1;
  });
  page.on('response', (response) => {
    if (response.url().endsWith(LIST_PATH) && response.status() === 401) traffic.expired += 1;
  });
  return traffic;
}

// N distinct list calls at once (distinct bodies: the client supersedes identical pending calls), through `http.post`.
async function fire(page: Page, chunk: string, calls: number): Promise<{ ms: number; fulfilled: number }> {
  return page.evaluate(
    async ({ chunk, calls }) => {
      const exports = (await import(chunk)) as Record<string, unknown>;
      const client = Object.values(exports).find(
        (value): value is { post: (url: string, data: unknown, options: object) => Promise<unknown> } =>
          typeof value === 'object' && value !== null && ['get', 'post', 'put', 'patch', 'delete'].every((m) => m in value),
      );
      if (!client) throw new Error('no http client export in the chunk');
      const started = performance.now();
      const settled = await Promise.allSettled(
        Array.from({ length: calls }, (_, i) => client.post('v1/admin/logs/list', { pageNum: i + 1, pageSize: 1 }, { quiet: true })),
      );
      return { ms: performance.now() - started, fulfilled: settled.filter((s) => s.status === 'fulfilled').length };
    },
    { chunk, calls },
  );
}

// Per size: the calls with a fresh token, then (once that token expired) the same calls again. The expired run
// leaves a fresh token behind, so the next size's valid run starts right after it.
export async function benchRefreshStorm(page: Page, ttlSeconds: number, sizes: number[]): Promise<StormRun[]> {
  const chunk = httpChunkUrl();
  const traffic = watchTraffic(page);
  const runs: StormRun[] = [];
  await sleep((ttlSeconds + 1) * 1000);
  await fire(page, chunk, 1);
  for (const calls of sizes) {
    traffic.refreshes = 0;
    const valid = await fire(page, chunk, calls);
    const validRefreshes = traffic.refreshes;
    await sleep((ttlSeconds + 1) * 1000);
    traffic.refreshes = 0;
    traffic.expired = 0;
    const expired = await fire(page, chunk, calls);
    runs.push({
      calls,
      validMs: valid.ms,
      validRefreshes,
      expiredMs: expired.ms,
      refreshCalls: traffic.refreshes,
      replayed: traffic.expired,
      lost: calls - expired.fulfilled,
    });
  }
  return runs;
}
