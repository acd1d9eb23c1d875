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

/** The run's line above its table: when, on what, and the calls under load that failed. */
function runLine(r: BenchResults): string {
  const { machine } = r;
  const failures = r.server.logList.errors + r.server.login.errors + r.server.healthz.errors + (r.server.orderList?.errors ?? 0) + (r.server.orderDetail?.errors ?? 0);
  return `Latest run: ${r.date.slice(0, 10)}; nproc ${machine.nproc}, ${machine.cpu}; Node ${machine.node}; ${machine.platform}; ` +
    `about ${Math.ceil(r.durationS / 30) / 2} minutes; ${failures} calls under load failed or answered other than 2xx.`;
}

export function writeReport(results: BenchResults, jsonFile: string, readmeFile: string): void {
  const table = markdownTable(rowsOf(results));
  console.log(`\n${table}\n`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const readme = fs.readFileSync(readmeFile, 'utf8');
  // Only the run's line and its table are the bench's: the section's prose around them (what each row measures, what
  // the numbers led to) is written in the README alone, and a run leaves it as it is.
  const section = readme.indexOf('## Benchmarks\n');
  const start = section < 0 ? -1 : readme.indexOf('\nLatest run: ', section);
  const tableStart = start < 0 ? -1 : readme.indexOf('\n| measurement |', start);
  const end = tableStart < 0 ? -1 : readme.indexOf('\n\n', tableStart + 1);
  if (end < 0) throw new Error('README.md has no "## Benchmarks" section with a "Latest run:" line and its table');
  fs.writeFileSync(readmeFile, `${readme.slice(0, start + 1)}${runLine(results)}\n\n${table}${readme.slice(end)}`);
  console.log(`[bench] wrote ${jsonFile} and the run's table in the Benchmarks section of ${readmeFile}`);
}
