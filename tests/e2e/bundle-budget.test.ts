import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '@/features/auth/prerendered-form';
import { placeStaticPage, STATIC_PAGE, WATCH_PASSWORD } from '../../bench/first-load';
import { median } from '../../bench/stats';
import { newBrowserContext, startSeededServer, type RunningServer } from './harness';

// Byte budgets of issues 7 and 12: deterministic, so they are tests. Sizes are gzip -9 of the built files.
const dist = path.resolve('dist');
const LOGIN_BUDGET = 200 * 1024;
const SCREEN_BUDGET = 60 * 1024;
// The chart library (ECharts with only the parts the life tree, the voucher ledger and the dashboard draw) is a
// vendor chunk of its own, named `charts` in vite.config.ts: budgeted here on its own, and kept out of the per-screen
// budget and of every other page.
const CHART_CHUNK = 'charts';
const CHART_BUDGET = 180 * 1024;
const CHART_SCREENS = /^src\/features\/(life-tree\/|dashboard\/|vouchers\/burn-down-chart\.tsx$)/;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
type ChunkReport = Record<string, { name: string; modules: Record<string, number> }>;

const manifest = (): Manifest => JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const report = (): ChunkReport => JSON.parse(fs.readFileSync(path.join(dist, '.vite/chunk-report.json'), 'utf8'));
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

// The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS.
function closure(m: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of m[key]?.imports ?? []) closure(m, dep, seen);
  return seen;
}

function filesOf(m: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = m[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

function biggestModules(file: string, top = 3): string {
  const modules = report()[file]?.modules ?? {};
  return Object.entries(modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([id, bytes]) => `${id} (${Math.round(bytes / 1024)} KB raw)`)
    .join(', ');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Issue 22: the sign-in page's password field shows within 2× the time a static page with one takes, loaded from the
// same server in the same run (the bench's page, bench/first-load.ts). Loads alternate between the two pages and the
// medians are compared, so the machine's load at the moment weighs on both alike.
const STATIC_RATIO_BUDGET = 2;
const RATIO_LOADS = 5;
// Sums the layout shifts of the page (a PerformanceObserver for layout-shift, Chromium's CLS source), and names what
// moved, from where to where, for the failure message.
const WATCH_SHIFTS = `(() => {
  window.__layoutShift = 0;
  window.__shifted = [];
  const name = (node) => node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + node.className : String(node && node.nodeName);
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__layoutShift += entry.value;
      for (const source of entry.sources) {
        window.__shifted.push(name(source.node) + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect) + ' at ' + Math.round(entry.startTime) + ' ms');
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

describe('bundle budgets', () => {
  const m = manifest();
  const entryKey = Object.keys(m).find((k) => m[k]?.isEntry);
  const initialKeys = entryKey ? closure(m, entryKey) : new Set<string>();
  const initialFiles = filesOf(m, initialKeys);
  const chartKey = Object.keys(m).find((k) => m[k]?.name === CHART_CHUNK && !m[k]?.isDynamicEntry);

  it('keeps the initial load free of screen code', () => {
    expect(entryKey).toBeTruthy();
    const screenModules = initialFiles
      .flatMap((file) => Object.keys(report()[file]?.modules ?? {}))
      .filter((id) => id.startsWith('/src/features/'));
    expect(screenModules, 'screen modules in the initial load').toEqual([]);
  });

  it(`keeps the chart library in its own chunk within ${CHART_BUDGET / 1024} KB gzip -9, loaded by the chart screens only`, () => {
    expect(chartKey, 'a vendor chunk named charts').toBeTruthy();
    const chart = m[chartKey!]!;
    console.log(`${chart.file}: ${kb(gz(chart.file))} gzip -9`);
    expect(gz(chart.file)).toBeLessThanOrEqual(CHART_BUDGET);
    expect(initialKeys.has(chartKey!), 'the chart library in the initial load').toBe(false);
    const loaders = Object.keys(m).filter((k) => m[k]?.isDynamicEntry && closure(m, k).has(chartKey!));
    expect(loaders.length).toBeGreaterThan(0);
    expect(loaders.filter((k) => !CHART_SCREENS.test(k)), 'screens that load the chart library').toEqual([]);
  });

  it('adds at most 60 KB gzip -9 per lazily loaded screen over the chunks it shares', () => {
    const dynamicKeys = Object.keys(m).filter((k) => m[k]?.isDynamicEntry);
    const users = new Map<string, number>();
    for (const key of dynamicKeys) for (const dep of closure(m, key)) users.set(dep, (users.get(dep) ?? 0) + 1);
    const overs: string[] = [];
    for (const key of dynamicKeys) {
      const own = [...closure(m, key)].filter(
        (k) => !initialKeys.has(k) && k !== chartKey && (k === key || (users.get(k) ?? 0) < 2),
      );
      const files = filesOf(m, own);
      const total = files.reduce((sum, f) => sum + gz(f), 0);
      if (total > SCREEN_BUDGET) {
        overs.push(`${key}: ${kb(total)} — ${files.map((f) => `${f}: ${biggestModules(f)}`).join('; ')}`);
      }
    }
    expect(overs, overs.join('\n')).toEqual([]);
  });
});

// What a visitor's browser fetches for the sign-in page, until the network is idle: the shell, the login screen and
// everything they start loading on their own (the HTTP client the form sends with, say), not only the manifest's
// static imports.
describe('#/login in Chromium', () => {
  let server: RunningServer;
  let browser: BrowserContext | null = null;
  let loaded: Promise<{ files: string[]; other: string[] }> | null = null;

  let removeStaticPage = () => {};

  beforeAll(async () => {
    removeStaticPage = placeStaticPage();
    server = await startSeededServer();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    removeStaticPage();
  });

  async function theBrowser(skip: (reason: string) => void): Promise<BrowserContext> {
    browser ??= await newBrowserContext(skip);
    return browser;
  }

  // The built files the page fetched (index.html for '/'), and any other address it called.
  function loadLogin(skip: (reason: string) => void) {
    loaded ??= (async () => {
      const page = await (await theBrowser(skip)).newPage();
      const paths = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(server.url).origin) paths.add(url.pathname);
      });
      await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
      await page.locator('input[type="password"]').waitFor({ state: 'visible' });
      await page.close();
      const fileOf = (p: string) => (p === '/' ? 'index.html' : decodeURIComponent(p.slice(1)));
      const built = (p: string) => fs.existsSync(path.join(dist, fileOf(p))) && fs.statSync(path.join(dist, fileOf(p))).isFile();
      return { files: [...paths].filter(built).map(fileOf).sort(), other: [...paths].filter((p) => !built(p)) };
    })();
    return loaded;
  }

  it('loads within 200 KB gzip -9, counting everything until the network is idle', async (ctx) => {
    const { files, other } = await loadLogin((reason) => ctx.skip(reason));
    expect(files, 'the login screen among the files').toEqual(expect.arrayContaining([expect.stringMatching(/login-page/)]));
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    const detail = files.map((f) => `${f} ${kb(gz(f))}: ${biggestModules(f)}`).join('\n');
    console.log(`#/login loads ${files.length} files, ${kb(total)} gzip -9${other.length ? `, and calls ${other.join(', ')}` : ''}`);
    expect(total, `over budget by ${kb(total - LOGIN_BUDGET)}:\n${detail}`).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  // The signed-in shell's data layer and the contract's TypeBox schemas (the console imports their types only) are
  // no part of signing in.
  it('loads neither TanStack Query nor the contract\'s schemas', async (ctx) => {
    const { files } = await loadLogin((reason) => ctx.skip(reason));
    const forbidden = /\/node_modules\/(@tanstack|typebox)\/|^\/contract\/(schemas\/|primitives)/;
    const modules = files.flatMap((f) => Object.keys(report()[f]?.modules ?? {}).map((id) => `${f}: ${id}`));
    expect(modules.filter((m) => forbidden.test(m.replace(/^[^ ]+: /, '')))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('QueryClient'))).toEqual([]);
  });

  // The console takes the contract's schemas as types and its declared calls as their plain part only
  // (scripts/vite/contract-calls.ts): no chunk at all carries TypeBox.
  it('ships no TypeBox in any chunk', () => {
    const modules = Object.entries(report()).flatMap(([file, chunk]) => Object.keys(chunk.modules).map((id) => ({ file, id })));
    expect(modules.length).toBeGreaterThan(100);
    const typebox = modules.filter(({ id }) => /\/node_modules\/typebox\/|^\/contract\/(schemas\/|primitives)/.test(id));
    expect(typebox.map(({ file, id }) => `${file}: ${id}`)).toEqual([]);
  });

  // A page without the HTTP cache, as a first visit: when its password field first showed (ms from navigation start).
  async function passwordShownAfter(url: string, skip: (reason: string) => void) {
    const page = await (await theBrowser(skip)).newPage();
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.addInitScript(WATCH_PASSWORD);
      await page.addInitScript(WATCH_SHIFTS);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => typeof Reflect.get(window, '__passwordVisibleAt') === 'number');
      return { page, at: await page.evaluate(() => Number(Reflect.get(window, '__passwordVisibleAt'))) };
    } catch (error) {
      await page.close();
      throw error;
    }
  }

  it(`shows the password field within ${STATIC_RATIO_BUDGET}× a static page with one, and nothing moves when the app takes over`, async (ctx) => {
    const skip = (reason: string) => ctx.skip(reason);
    const staticMs: number[] = [];
    const appMs: number[] = [];
    for (let i = 0; i < RATIO_LOADS; i += 1) {
      const plain = await passwordShownAfter(`${server.url}/${STATIC_PAGE}`, skip);
      staticMs.push(plain.at);
      await plain.page.close();
      const { page, at } = await passwordShownAfter(`${server.url}/#/login`, skip);
      appMs.push(at);
      // The app has taken the page over once index.html's copy of the form is gone and its own field is there.
      await page.waitForFunction(
        (copy) => !document.querySelector(`[${copy}]`) && document.querySelector('input[type="password"]'),
        PRERENDERED_ATTRIBUTE,
      );
      await page.waitForLoadState('networkidle');
      const shown = await page.evaluate(() => ({
        first: JSON.parse(String(Reflect.get(window, '__passwordFirstBox'))) as Record<string, number>,
        shift: Number(Reflect.get(window, '__layoutShift')),
        shifted: (Reflect.get(window, '__shifted') as string[]).join('\n'),
      }));
      const box = await page.locator('input[type="password"]').boundingBox();
      await page.close();
      expect(shown.shift, `layout shift (CLS) while loading #/login:\n${shown.shifted}`).toBe(0);
      expect(box, 'the password field where it first showed').toEqual({
        x: shown.first.x,
        y: shown.first.y,
        width: shown.first.width,
        height: shown.first.height,
      });
    }
    const ratio = median(appMs) / median(staticMs);
    console.log(
      `#/login password field at ${median(appMs).toFixed(0)} ms, static page ${median(staticMs).toFixed(0)} ms: ${ratio.toFixed(2)}× ` +
        `(medians of ${RATIO_LOADS}: ${appMs.map(Math.round).join(', ')} / ${staticMs.map(Math.round).join(', ')})`,
    );
    expect(ratio).toBeLessThanOrEqual(STATIC_RATIO_BUDGET);
  });
});
