import fs from 'node:fs';
import type { CompaniesBench } from './companies-bench';
import { companiesRows } from './companies-rows';
import type { FirstLoadBench } from './first-load';
import type { StormRun } from './refresh-storm';
import type { RouteSwitchBench } from './route-switch';
import type { ServerBench } from './server-bench';
import { SESSION_CALL_LABELS, SESSION_CALLS, type SessionCallsBench } from './session-calls';
import type { StartupBench } from './startup-bench';
import { round } from './stats';

export interface BenchResults {
  date: string;
  machine: { nproc: number; cpu: string; node: string; platform: string };
  durationS: number;
  firstLoad: FirstLoadBench;
  routeSwitch: RouteSwitchBench;
  refreshStorm: StormRun[];
  server: ServerBench;
  /** Issue 13: the company export and the unread count at size (absent from runs before it). */
  companies?: CompaniesBench;
  startup: StartupBench;
  /** Issue 22: the calls that only authenticate or page one list, on PGlite and (with DATABASE_URL) PostgreSQL. */
  sessionCalls?: { pglite: SessionCallsBench; postgres?: SessionCallsBench };
}

type Row = [measurement: string, value: string, baseline: string, ratio: string];

const ms = (value: number): string => `${round(value, value < 100 ? 1 : 0)} ms`;
const kb = (bytes: number): string => `${round(bytes / 1024, 1)} KB`;
const times = (value: number, baseline: number): string => {
  const ratio = value / baseline;
  return `${ratio < 0.1 ? ratio.toPrecision(2) : round(ratio, 2)}×`;
};

export function rowsOf(r: BenchResults): Row[] {
  const { app, staticPage } = r.firstLoad;
  const rows: Row[] = [
    ['first load: `#/login` password field visible, median of 9', ms(app.medianMs), `static page ${ms(staticPage.medianMs)}`, times(app.medianMs, staticPage.medianMs)],
    ['first load: files', String(app.files), `static page ${staticPage.files}`, ''],
    ['first load: bytes raw', kb(app.rawBytes), `static page ${kb(staticPage.rawBytes)}`, ''],
    ['first load: bytes gzip -9', kb(app.gzipBytes), `static page ${kb(staticPage.gzipBytes)}`, ''],
    ['first load: bytes transferred (as served, with headers)', kb(app.transferBytes), `static page ${kb(staticPage.transferBytes)}`, ''],
    [
      'route switch: menu 操作日志 → first row, median of 5',
      ms(r.routeSwitch.clickMedianMs),
      `reload ${ms(r.routeSwitch.reloadMedianMs)}`,
      times(r.routeSwitch.clickMedianMs, r.routeSwitch.reloadMedianMs),
    ],
  ];
  for (const run of r.refreshStorm) {
    rows.push(
      [
        `refresh storm ${run.calls}: all calls answered, expired token`,
        ms(run.expiredMs),
        `valid token ${ms(run.validMs)} (${run.validRefreshes} refreshes)`,
        times(run.expiredMs, run.validMs),
      ],
      [`refresh storm ${run.calls}: extra time over valid token`, ms(run.expiredMs - run.validMs), '', ''],
      [`refresh storm ${run.calls}: refresh calls / replayed / lost`, `${run.refreshCalls} / ${run.replayed} / ${run.lost}`, 'must be 1 / – / 0', ''],
    );
  }
  const { healthz } = r.server;
  const orders = r.server.orderList && r.server.orderDetail ? ([['order list (serviceOrder)', r.server.orderList], ['order detail with history', r.server.orderDetail]] as const) : [];
  for (const [name, result] of [['paged log list', r.server.logList], ['login (scrypt)', r.server.login], ...orders] as const) {
    rows.push(
      [`server, 50 connections: ${name} req/s`, String(round(result.requestsPerSecond, 0)), `/healthz ${round(healthz.requestsPerSecond, 0)}`, times(result.requestsPerSecond, healthz.requestsPerSecond)],
      [`server, 50 connections: ${name} p99`, ms(result.p99Ms), `/healthz ${ms(healthz.p99Ms)}`, times(result.p99Ms, healthz.p99Ms)],
    );
  }
  if (r.companies) rows.push(...companiesRows(r.companies));
  for (const [engine, run] of [['PGlite', r.sessionCalls?.pglite], ['PostgreSQL', r.sessionCalls?.postgres]] as const) {
    if (!run) continue;
    const base = run.healthz;
    for (const call of SESSION_CALLS.filter((c) => c !== 'healthz')) {
      const it = run[call];
      rows.push(
        [`${engine}, 50 connections: ${SESSION_CALL_LABELS[call]} req/s`, String(round(it.requestsPerSecond, 0)), `/healthz ${round(base.requestsPerSecond, 0)}`, times(it.requestsPerSecond, base.requestsPerSecond)],
        [`${engine}, 50 connections: ${SESSION_CALL_LABELS[call]} p99`, ms(it.p99Ms), `/healthz ${ms(base.p99Ms)}`, times(it.p99Ms, base.p99Ms)],
      );
    }
  }
  const { startup } = r;
  rows.push(
    [`start-up to ready /healthz: empty data folder (seeding), median of ${startup.runs}`, ms(startup.emptyMs), `bare node:http ${ms(startup.bareMs)}`, times(startup.emptyMs, startup.bareMs)],
    [`start-up to ready /healthz: seeded data folder, median of ${startup.runs}`, ms(startup.seededMs), `bare node:http ${ms(startup.bareMs)}`, times(startup.seededMs, startup.bareMs)],
  );
  const mb = (value: number): string => `${round(value, 0)} MB`;
  if (startup.memory) {
    const { idleMb, peakMb } = startup.memory;
    rows.push(
      ['server resident memory idle, demo data (embedded PGlite)', mb(idleMb), 'budget 400 MB', times(idleMb, 400)],
      ['server resident memory peak under the lists at 50 connections (embedded PGlite)', mb(peakMb), `idle ${mb(idleMb)}`, times(peakMb, idleMb)],
    );
  }
  if (startup.postgres) {
    const { emptyMs, seededMs, memory } = startup.postgres;
    rows.push(
      [`start-up to ready /healthz: empty database (seeding), PostgreSQL, median of ${startup.runs}`, ms(emptyMs), `bare node:http ${ms(startup.bareMs)}`, times(emptyMs, startup.bareMs)],
      [`start-up to ready /healthz: seeded database, PostgreSQL, median of ${startup.runs}`, ms(seededMs), `bare node:http ${ms(startup.bareMs)}`, times(seededMs, startup.bareMs)],
      ['server resident memory idle, demo data (PostgreSQL)', mb(memory.idleMb), 'budget 150 MB', times(memory.idleMb, 150)],
      ['server resident memory peak under the lists at 50 connections (PostgreSQL)', mb(memory.peakMb), `idle ${mb(memory.idleMb)}`, times(memory.peakMb, memory.idleMb)],
    );
  }
  return rows;
}

export function markdownTable(rows: Row[]): string {
  const lines = ['| measurement | value | baseline (same run) | × baseline |', '|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

function readmeSection(r: BenchResults, table: string): string {
  const { machine } = r;
  const failures = r.server.logList.errors + r.server.login.errors + r.server.healthz.errors + (r.server.orderList?.errors ?? 0) + (r.server.orderDetail?.errors ?? 0);
  return `## Benchmarks

\`npm run bench\` (about ${Math.ceil(r.durationS / 30) / 2} minutes, plus a console build when \`dist/\` is stale) starts the real
server on fresh data folders and Debian's headless Chromium, prints this table and writes every sample to
\`bench/results.json\`. Each time is set against a baseline measured in the same run:

- **first load**: 9 loads, each in a new Chromium profile; the page itself stamps the first animation frame where a
  password field is visible (\`performance.now()\`, 0 = navigation start). Baseline: a static HTML page with a password
  field, placed in \`dist/\` for the run and served by the same server. Bytes: every response until the field showed
  and the network was idle (HTML, JS, CSS, icon, API calls); gzip -9 is computed over each body.
- **route switch**: the operator signed in, the click on 系统管理 › 操作日志 until the first table row, against the same
  URL reloaded (median of 5 each, warm HTTP cache).
- **refresh storm**: the console's own HTTP client (the built chunk of \`src/api/http.ts\`, imported in the page) sends
  ${r.refreshStorm.map((s) => s.calls).join(' and ')} distinct list calls at once with a valid token, then again once it expired (\`ACCESS_TOKEN_TTL=8\`). Refresh
  calls and 401 answers are counted on the wire; lost = calls that did not resolve.
- **server**: autocannon on loopback, 50 keep-alive connections for 5 s per target after a short warm-up
  (${failures} calls failed or answered other than 2xx), against \`GET /healthz\` of the same server; the list call is
  checked to answer a real page first. Login runs with \`AUTH_RATE_LIMIT\` raised; scrypt dominates it. The
  embedded database runs one statement per event-loop turn (\`server/db/embedded-pglite.ts\`): before that, new
  connections waited behind whole queues of queries and the list's p99 was 2.3–2.9 s at a 140 ms median.
- **companies at size** (issue 13): a data folder seeded with the demo platform, two parks of 1,000 and 10,000
  companies that answered a 30-field form, and 1,000,000 messages over 10,000 readers (\`bench/companies-at-size.ts\`).
  Each export runs as a background task (type \`task\`) in a server started for it, after a small warm-up export;
  time is from the call until the task reports success (polled every 50 ms), memory is the server's RSS sampled every
  20 ms from \`/proc\`, against the same export of 1,000 companies. The file is read back to check its rows. The bell's
  unread count then runs under the same autocannon load as the list, against \`/healthz\` of that server.
  \`npx tsx bench/companies-run.ts\` runs these rows alone.
- **authenticated calls** (issue 22): \`GET v1/user/loginData\`, the park, log, company and park order lists and the
  unread count, as the operator, each under the same load against \`/healthz\` of that server, on embedded PGlite and,
  when \`DATABASE_URL\` names an empty database, on PostgreSQL (\`npx tsx bench/session-run.ts\` runs these rows alone).
- **start-up**: \`node dist-server/main.js\` (the compiled server, as \`npm start\` runs it) until \`/healthz\` answers,
  against a bare \`node:http\` server started the same way. With \`DATABASE_URL\` set, the same on a fresh database
  created on that PostgreSQL server (and dropped afterwards).
- **memory**: the server's resident memory (\`VmRSS\` from \`/proc\`) on the demo data 3 s after it is ready, then
  its peak (sampled every 20 ms) while the calls of issue 22's table run one after the other, 3 s each at 50
  connections.

Latest run: ${r.date.slice(0, 10)}; nproc ${machine.nproc}, ${machine.cpu}; Node ${machine.node}; ${machine.platform}.

${table}

What the numbers led to (figures before → after, measured on this machine):

- The paged list's p99 under 50 connections was 2.3–2.9 s at a 140 ms median: PGlite runs SQL inside promise
  continuations, so a queue of queries drained as one chain of microtasks, and Node accepted one new connection per
  drain. One statement now starts per event-loop turn: p99 about 0.25 s. PGlite also copied its table of 318 type
  parsers for every result because drizzle passes its own with each query; they are installed once instead, and the
  per-call caller lookup reads only its columns: about 255 → 300–330 req/s.
- \`#/login\` rendered a spinner while its page downloaded, and React then held the form back for its 300 ms Suspense
  reveal throttle. The first render now waits for the parts of the first view (the sign-in page, or the frame, the
  shell and the screen the path names): password field about 670 → 470–540 ms (Ant Design Pro 6.0.3: 12–14× the
  static page), signed-in reload of the log list about 1020 → 590–700 ms.
- Issue 22, authenticated calls: a CPU profile of the server under this load on the lists (\`node --cpu-prof\`,
  autocannon, 50 connections) spent about 37% of its time inside PGlite executing statements, 7% in Fastify's send
  and compress path, 4% in GC, and only traces in the auth hook's own JavaScript: the cost was the number of
  statements, not the code around them. Every call read its session (one statement), then the role and its privilege
  codes (two more on privileged routes), the operator's parks (one more on scoped lists), and each page and its total
  (two). Now the session, user, role, privilege codes and an operator's enabled parks are one statement on the
  token's unique index, cached in-process for \`SESSION_CACHE_MS\` (500 ms in production, at most 1 s, 10,000
  tokens): logout, freeze or a password change on another instance is refused here within that time
  (\`tests/server/auth/tokens.test.ts\` proves it with two instances on one database), and any logged change in this
  process forgets the cache at once. Folding each page's count into its statement (an InitPlan subquery column) was
  tried and taken back: it put the count's sequential scan into the page plans the plans-at-size tests pin.
  \`tests/server/access/list-statements.test.ts\` counts the statements of every list route it reaches (35) and names the
  ones above three (page, count, session), with what they read: the company list at 12 is the largest. Statements
  per call before → after, session not cached: operator park list 4 → 3, log list 3–4 → 3–4, park order list 4–5 →
  3–4, unread count 2 → 2; while the session is cached, one fewer each. Load figures taken with other helpers' runs
  on the machine (load average 16–22) are noise-bound and are not written here: re-run \`npx tsx bench/session-run.ts\`
  (and with \`DATABASE_URL\`) on a quiet machine.
- Left as they are: sign-in is bound by scrypt (N=2^17, about 0.35 s of CPU each, by design). The start on an empty
  folder no longer runs initdb (a cluster image made at build time, see *Server start-up and memory*).

`;
}


export function writeReport(results: BenchResults, jsonFile: string, readmeFile: string): void {
  const table = markdownTable(rowsOf(results));
  console.log(`\n${table}\n`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const readme = fs.readFileSync(readmeFile, 'utf8');
  const next = '## Park estate at size';
  const start = readme.includes('## Benchmarks\n') ? readme.indexOf('## Benchmarks\n') : readme.indexOf(next);
  const end = readme.indexOf(next);
  if (start < 0 || end < start) throw new Error(`README.md has no "${next}" section to put the figures before`);
  fs.writeFileSync(readmeFile, readme.slice(0, start) + readmeSection(results, table) + readme.slice(end));
  console.log(`[bench] wrote ${jsonFile} and the Benchmarks section of ${readmeFile}`);
}
