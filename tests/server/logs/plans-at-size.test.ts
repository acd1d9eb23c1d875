import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { json } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, pageScans, useRecordingApp, scans, type Scan } from '../park/plans';

const LOGS = 100_000;
const SESSIONS = 20_000;
// Read on every page of the log list, and on every authenticated call.
const HOT_TABLES = new Set(['operation_logs', 'auth_sessions', 'users', 'user_parks']);
// The tables this test grows. Users and their parks stay at the demo's few rows, where reading the whole table is the
// planner's right choice once it has statistics (another file of the worker may have analysed them): for those only
// an index that could serve them is required.
const GROWN_TABLES = new Set(['operation_logs', 'auth_sessions']);

// The audit trail only grows: a park that has run for years has hundreds of thousands of entries, and every call
// looks its session up among all sessions ever opened.
async function growAuditTrail(): Promise<void> {
  await runInBulk(sql`insert into operation_logs (user_id, username, user_type, park_id, module, action, target, ip, created_at)
    select 2, 'operator', 8, 1 + g % 3, case when g % 2 = 0 then 'park' else 'privilege' end, 'update', 'entry ' || g,
      '127.0.0.1', now() - make_interval(secs => g * 60)
    from generate_series(1, ${LOGS}) as g`);
  await runInBulk(sql`insert into auth_sessions (user_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, revoked_at)
    select 2, 'old-access-' || g, now() - interval '1 day', 'old-refresh-' || g, now() - interval '1 day', now()
    from generate_series(1, ${SESSIONS}) as g`);
  await runSql(sql`analyze operation_logs`);
  await runSql(sql`analyze auth_sessions`);
}

describe(`the log list at ${LOGS.toLocaleString('en')} entries and ${SESSIONS.toLocaleString('en')} sessions`, () => {
  const recorded = useRecordingApp();

  it('reads each page, and the caller behind each call, through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    await growAuditTrail();
    const admin = await sessionFor('admin');
    const operator = await sessionFor('operator');
    captured.length = 0;
    const from = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    // The username filter is a substring match (ilike '%…%'), which no btree index serves; it reads the entries.
    const calls: [typeof admin, object][] = [
      [admin, {}],
      [admin, { pageNum: 500 }],
      [admin, { module: 'park' }],
      [admin, { action: 'update', pageNum: 3 }],
      [admin, { startTime: from, endTime: new Date().toISOString() }],
      [operator, {}],
      [operator, { pageNum: 100, action: 'update' }],
    ];
    for (const [tokens, payload] of calls) {
      const body = await json(app, tokens, 'POST', 'v1/admin/logs/list', payload);
      expect(body.code).toBe(1);
      expect(Number(body.data.total)).toBeGreaterThan(0);
    }

    const reads = captured.filter((c) => /^\s*select/i.test(c.query));
    // Pages (limit) and the caller lookups must be the planner's own index choice; a count, the page's own included,
    // may read the table when that is cheaper, as long as an index could serve it.
    const pagesAndCallers = reads.filter((c) => /\blimit\b/i.test(c.query));
    const chosen: { query: string; scans: Scan[] }[] = [];
    for (const statement of pagesAndCallers) {
      chosen.push({ query: statement.query, scans: (await pageScans(client, statement)).filter((s) => GROWN_TABLES.has(s.relation)) });
    }
    const possible: { query: string; scans: Scan[] }[] = [];
    for (const statement of reads) {
      possible.push({ query: statement.query, scans: (await scans(client, statement, true)).filter((s) => HOT_TABLES.has(s.relation)) });
    }
    expect(chosen.filter((r) => r.scans.some((s) => s.relation === 'auth_sessions')).length).toBeGreaterThanOrEqual(calls.length);
    expect(chosen.filter((r) => r.scans.some((s) => s.relation === 'operation_logs')).length).toBe(calls.length);
    expect(chosen.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    expect(possible.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
