import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureConsoleBuilt } from '../scripts/console-build.mjs';
import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { ROOT, launchBrowser, startServer, type RunningServer } from '../scripts/harness';
import { benchCompanies } from './companies-bench';
import { benchFirstLoad, placeStaticPage } from './first-load';
import { benchRefreshStorm } from './refresh-storm';
import { writeReport, type BenchResults } from './report';
import { benchRouteSwitch, signInOperator } from './route-switch';
import { benchServer } from './server-bench';
import { benchSessionServers } from './session-run';
import { benchStartup } from './startup-bench';
import { sleep } from './stats';

// Long enough for the 500 calls with a valid token to finish before it expires (checked: validRefreshes).
const STORM_TTL_SECONDS = 8;
const STORM_SIZES = [50, 500];
// Sign-in is rate limited per address; the bench signs in thousands of times from one.
const BENCH_ENV = { AUTH_RATE_LIMIT: '1000000' };

function machine(): BenchResults['machine'] {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return { nproc: os.availableParallelism(), cpu: model, node: process.version, platform: `${os.type()} ${os.release()}` };
}

function noBrowser(reason: string): never {
  throw new Error(reason);
}

async function main(): Promise<void> {
  const began = performance.now();
  // Everything temporary (data folders, browser profiles Chromium may still write to after closing) goes under one
  // folder of this run, removed at the end.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'park-bench-'));
  process.env.TMPDIR = scratch;
  try {
    await runAll(began);
  } finally {
    await sleep(1000);
    fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

async function runAll(began: number): Promise<void> {
  const log = (message: string) => console.log(`[bench] ${message}`);
  await Promise.all([ensureConsoleBuilt(ROOT, log), ensureServerBuilt(ROOT, log)]);
  const servers: RunningServer[] = [];
  const removeStaticPage = placeStaticPage();
  try {
    console.log('[bench] starting servers');
    const [primary, storm] = await Promise.all([
      startServer({ env: BENCH_ENV }),
      startServer({ env: { ...BENCH_ENV, ACCESS_TOKEN_TTL: String(STORM_TTL_SECONDS) } }),
    ]);
    servers.push(primary, storm);

    console.log('[bench] first load');
    const firstLoad = await benchFirstLoad(primary.url);

    console.log('[bench] route switch and refresh storm');
    const browser = await launchBrowser(noBrowser);
    let routeSwitch;
    let refreshStorm;
    try {
      routeSwitch = await benchRouteSwitch(await signInOperator(browser, primary.url));
      refreshStorm = await benchRefreshStorm(await signInOperator(browser, storm.url), STORM_TTL_SECONDS, STORM_SIZES);
    } finally {
      await browser.close();
    }

    console.log('[bench] server under load');
    await Promise.all(servers.splice(1).map((server) => server.stop()));
    const server = await benchServer(primary.url);
    await Promise.all(servers.splice(0).map((s) => s.stop()));

    console.log(`[bench] authenticated calls (issue 22) on PGlite${process.env.DATABASE_URL ? ' and PostgreSQL (DATABASE_URL)' : ''}`);
    const sessionCalls = await benchSessionServers(process.env.DATABASE_URL || undefined);

    console.log('[bench] companies at size: export and unread count');
    const companies = await benchCompanies(BENCH_ENV);

    console.log('[bench] start-up');
    const startup = await benchStartup();

    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: machine(),
      durationS: Math.round((performance.now() - began) / 1000),
      firstLoad,
      routeSwitch,
      refreshStorm,
      server,
      sessionCalls,
      companies,
      startup,
    };
    writeReport(results, path.join(ROOT, 'bench', 'results.json'), path.join(ROOT, 'README.md'));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    removeStaticPage();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
