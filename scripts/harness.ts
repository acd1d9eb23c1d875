import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { OUT_DIR } from './server-build.mjs';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Debian's headless shell when installed (`chromium-headless-shell`, which `.ci/run` installs), else its full Chromium: the
// shell renders the same pages without the full browser's machinery, about a quarter less CPU over two journeys
// (125 → 95 s) and a ninth less over the accessibility walk (171 → 152 s), the browser lane being most of the suite's CPU.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const START_TIMEOUT_MS = 60_000;
const READY_LINE = /园区管理平台已启动：(http:\/\/\S+?)\/?$/m;

export interface ServerOptions {
  // A data folder to reuse (a restart); a fresh temporary one otherwise.
  dataDir?: string;
  // A stopped server's data folder (see `seedDataDir`) copied into the fresh temporary one: the server starts on the
  // seeded database without initdb, migrations and the seed. Ignored with `dataDir`.
  copyOf?: string;
  env?: Record<string, string>;
  // How long the server may take to answer /healthz; START_TIMEOUT_MS otherwise.
  startTimeoutMs?: number;
  // Options for the server's node (e.g. V8 flags) beyond SERVER_NODE_ARGS, before its script.
  nodeArgs?: string[];
}

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  // Sends the signal and resolves with the exit code once the process is gone; a data folder the harness made
  // is removed then.
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Under the run's folder when the e2e global setup made one (it removes it at the end), else the system temp folder.
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), prefix));
}

// Spawns the real server as `npm start` runs it (the compiled server), without the build steps: callers build it
// once first (`ensureServerBuilt`, as the test projects' global setups and the bench do).
export function spawnServer(options: ServerOptions = {}): { child: ChildProcess; dataDir: string; output(): string } {
  const dataDir = options.dataDir ?? tempDir('park-e2e-data-');
  if (options.copyOf && !options.dataDir) fs.cpSync(options.copyOf, dataDir, { recursive: true });
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), path.join(ROOT, OUT_DIR, 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      UPLOAD_DIR: '',
      DATA_DIR: dataDir,
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, dataDir, output: () => output };
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

// Starts the server on a free port and waits until /healthz answers.
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { child, dataDir, output } = spawnServer(options);
  const timeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  let url: string | null = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    url ??= READY_LINE.exec(output())?.[1] ?? null;
    if (url && (await healthy(url))) {
      const ready = url;
      return {
        url: ready,
        dataDir,
        child,
        output,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          const code = await exitOf(child);
          if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          return code;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready within ${timeoutMs / 1000}s:\n${output()}`);
}

// Starts the server on the empty folder `dataDir` and stops it: the folder then holds the migrated, seeded database,
// for servers started with `copyOf`. Nothing may write to it afterwards, so every copy is the same pristine database.
// Creating the cluster, migrating and seeding take about twice a seeded start: so does its deadline. `env`: the seeding
// server's settings (the browser tests give it DEMO_PASSWORD_HASH).
export async function seedDataDir(dataDir: string, env?: Record<string, string>): Promise<string> {
  const server = await startServer({ dataDir, env, startTimeoutMs: 2 * START_TIMEOUT_MS });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output()}`);
  return dataDir;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function cannotStart(err: unknown, skip: (reason: string) => void): never {
  if (process.env.CI) throw err;
  skip(`Chromium cannot start (${(err as Error).message.split('\n')[0]}); CI=true makes this a failure`);
  throw err;
}

// The built chunk holding a module of the console (its path as Vite names it, e.g. '/src/api/http.ts'), as a URL of
// the served console: a page that imports it gets the very module instance the console runs.
export function chunkUrlOf(modulePath: string): string {
  const report = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', '.vite', 'chunk-report.json'), 'utf8')) as Record<
    string,
    { modules?: Record<string, number> }
  >;
  const file = Object.keys(report).find((name) => report[name]?.modules?.[modulePath] !== undefined);
  if (!file) throw new Error(`${modulePath} is in no chunk of dist/.vite/chunk-report.json`);
  return `/${file}`;
}

// Debian's Chromium, never a downloaded one. Under CI a browser that cannot start fails the test;
// elsewhere the test is skipped with the reason.
export async function launchBrowser(skip: (reason: string) => void): Promise<BrowserContext> {
  const profile = tempDir('park-e2e-browser-');
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      locale: 'zh-CN',
    });
    // Chromium may still be flushing its cache when the context reports closed: retry, and never fail a test on it.
    context.on('close', () => {
      fs.promises.rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined);
    });
    return context;
  } catch (err) {
    fs.rmSync(profile, { recursive: true, force: true });
    return cannotStart(err, skip);
  }
}

let shared: Promise<Browser> | null = null;

// The one Chromium this process shares, launched on first use and again if it went away.
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).then(
    (browser) => {
      browser.on('disconnected', () => (shared = null));
      return browser;
    },
    (err: unknown) => {
      shared = null;
      throw err;
    },
  );
  return shared;
}

// A fresh profile (no cookies, storage or cache) in the process's one Chromium: milliseconds, where launching a
// browser takes a second or more. Closing it leaves the browser running for the next one. A browser that cannot
// start is handled as `launchBrowser` does.
// The profile asks for reduced motion unless `motion` is set: the console then shows dialogs, drawers and menus
// without antd's motion (src/stores/reduced-motion.ts), so a step acts on what is there, not on what is still
// zooming in, and no frame is drawn for an animation. The shell journey keeps the motion.
export async function newBrowserContext(skip: (reason: string) => void, { motion = false } = {}): Promise<BrowserContext> {
  try {
    return await (await sharedBrowser()).newContext({ locale: 'zh-CN', reducedMotion: motion ? 'no-preference' : 'reduce' });
  } catch (err) {
    return cannotStart(err, skip);
  }
}

/**
 * Records a page's API calls and answers; `dump` prints them with the page's text. For journeys that failed once in
 * CI without a trace: call `dump` from the test's `onTestFailed`.
 */
export function traceApi(page: Page): { dump(): Promise<void> } {
  const started = Date.now();
  const lines: string[] = [];
  const at = () => `${Date.now() - started} ms`;
  const api = (url: string) => url.replace(/^.*\/api\//, '');
  page.on('request', (r) => {
    if (r.url().includes('/api/')) lines.push(`${at()} > ${r.method()} ${api(r.url())} ${r.postData() ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/')) lines.push(`${at()} < ${r.status()} ${api(r.url())}`);
  });
  page.on('requestfailed', (r) => lines.push(`${at()} failed ${api(r.url())} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => lines.push(`${at()} console.${m.type()} ${m.text().slice(0, 200)}`));
  return {
    async dump() {
      const text = await page.locator('body').innerText().catch(() => '(page closed)');
      console.log(`${lines.join('\n')}\nat ${page.url()}:\n${text.slice(0, 2000)}`);
    },
  };
}
