import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulkIndexing, sessionFor } from '../helpers/support';
import { json } from '../park/fixtures';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';

const MESSAGES = 1_000_000;
const READERS = 10_000;

// A million messages over ten thousand readers (user ids past the demo accounts'; messages.user_id has no foreign
// key), a third of them unread, and a hundred for the demo operator: the bell asks for its count every 30 s.
async function growMessages(): Promise<void> {
  await runInBulkIndexing(
    ['messages'],
    sql`insert into messages (user_id, park_id, kind, title, link, read_at, created_at)
    select 1000 + g % ${READERS}, 1, 'companyApplied', '规模测试消息 ' || g, '/checkcompany',
      case when g % 3 = 0 then null else now() end, now() - make_interval(secs => g)
    from generate_series(1, ${MESSAGES}) as g`,
    sql`insert into messages (user_id, park_id, kind, title, read_at)
    select u.id, 1, 'companyApplied', '运营消息 ' || g, case when g % 2 = 0 then null else now() end
    from users u cross join generate_series(1, 100) as g where u.username = 'operator'`,
    sql`analyze messages`,
  );
}

describe(`the message centre at ${MESSAGES.toLocaleString('en')} messages`, () => {
  const recorded = useRecordingApp();

  it('reads the unread count and each page through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    await growMessages();
    const operator = await sessionFor('operator');
    captured.length = 0;
    expect((await json(app, operator, 'GET', 'v1/message/unread/count')).data.count).toBeGreaterThanOrEqual(50);
    for (const payload of [{}, { status: 'unread' }, { status: 'read', pageNum: 3 }]) {
      const body = await json(app, operator, 'POST', 'v1/message/list', payload);
      expect(body.code).toBe(1);
      expect(Number(body.data.total)).toBeGreaterThan(0);
    }
    await json(app, operator, 'POST', 'v1/message/read/all');

    const statements = captured.filter((c) => /\bmessages\b/.test(c.query));
    // The unread count, each page with its total in one statement (server/lib/paging.ts), and marking all read.
    expect(statements.length).toBeGreaterThanOrEqual(5);
    const chosen: { query: string; scans: Scan[] }[] = [];
    const possible: { query: string; scans: Scan[] }[] = [];
    for (const statement of statements) {
      chosen.push({ query: statement.query, scans: (await scans(client, statement)).filter((s) => s.relation === 'messages') });
      possible.push({ query: statement.query, scans: (await scans(client, statement, true)).filter((s) => s.relation === 'messages') });
    }
    expect(chosen.every((r) => r.scans.length > 0)).toBe(true);
    // An index scan, an index-only scan, or a bitmap heap scan over an index: never the whole table.
    expect(chosen.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    expect(possible.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
    const unreadCount = statements.find((c) => /count\(\*\)/.test(c.query) && /read_at" is null/.test(c.query));
    if (!unreadCount) throw new Error('no unread count statement');
    // Its generic plan, the one the server runs (server/db/plan-cache.ts).
    const [plan] = await client.exec(`explain (generic_plan) ${unreadCount.query}`);
    expect((plan?.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n')).toContain('messages_user_unread_idx');
  });
});
