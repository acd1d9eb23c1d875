import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT, launchBrowser } from '../scripts/harness';
import { median, sleep } from './stats';

export interface PageLoad {
  medianMs: number;
  samplesMs: number[];
  files: number;
  rawBytes: number;
  gzipBytes: number;
  transferBytes: number;
}

export interface FirstLoadBench {
  app: PageLoad;
  staticPage: PageLoad;
}

export const STATIC_PAGE = 'bench-static.html';
const LOADS = 9;

const STATIC_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>登录</title></head>
<body><form><input name="username" placeholder="请输入用户名"><input type="password" placeholder="请输入密码"></form></body></html>
`;

// Stamps, in the page's own clock (0 = navigation start), the first frame where a password field is visible, and
// where it was then. Also used by the budget test (tests/e2e/bundle-budget.test.ts).
export const WATCH_PASSWORD = `(() => {
  const seen = () => {
    const field = document.querySelector('input[type="password"]');
    if (field && field.checkVisibility() && field.getBoundingClientRect().width > 0) {
      window.__passwordVisibleAt = performance.now();
      window.__passwordFirstBox = JSON.stringify(field.getBoundingClientRect());
      return true;
    }
    return false;
  };
  const tick = () => { if (!seen()) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

function noBrowser(reason: string): never {
  throw new Error(reason);
}

async function freshProfile<T>(run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await launchBrowser(noBrowser);
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function timeLoad(url: string): Promise<number> {
  return freshProfile(async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(WATCH_PASSWORD);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => typeof Reflect.get(window, '__passwordVisibleAt') === 'number', undefined, { timeout: 30_000 });
    return page.evaluate(() => Number(Reflect.get(window, '__passwordVisibleAt')));
  });
}

interface Counted {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  transferBytes: number;
}

// Every response the page received until its password field showed and the network went quiet.
async function countBytes(url: string): Promise<Counted> {
  return freshProfile(async (context) => {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    const bodies: Promise<{ raw: number; gzip: number; transfer: number }>[] = [];
    page.on('requestfinished', (request) => {
      bodies.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
          const sizes = await request.sizes();
          return {
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            transfer: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    await sleep(300);
    const sizes = await Promise.all(bodies);
    return {
      files: sizes.length,
      rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
      transferBytes: sizes.reduce((sum, s) => sum + s.transfer, 0),
    };
  });
}

async function measure(url: string): Promise<PageLoad> {
  const samplesMs: number[] = [];
  for (let i = 0; i < LOADS; i += 1) samplesMs.push(await timeLoad(url));
  return { medianMs: median(samplesMs), samplesMs, ...(await countBytes(url)) };
}

// The baseline page lives in dist/ only for the run, so the park server serves it like the console. The server
// registers dist/'s files when it starts: place the page before, remove it (the returned function) after.
export function placeStaticPage(): () => void {
  const file = path.join(ROOT, 'dist', STATIC_PAGE);
  fs.writeFileSync(file, STATIC_HTML);
  return () => fs.rmSync(file, { force: true });
}

export async function benchFirstLoad(serverUrl: string): Promise<FirstLoadBench> {
  const staticPage = await measure(`${serverUrl}/${STATIC_PAGE}`);
  const app = await measure(`${serverUrl}/#/login`);
  return { app, staticPage };
}
