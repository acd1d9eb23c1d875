import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { ADMIN, FRONT, call, parkOf, seeded } from './consultation-kit';

const SIZE = 200_000;
const TABLES = new Set(['consultations', 'consultation_entries']);

describe('consultation lists at 200,000 consultations', () => {
  const recorded = useRecordingApp();

  it('reads every list, filter and detail through an index', async () => {
    const { app, captured, client } = recorded();
    const park = await parkOf('company');
    // Spread over every company and state, a third handed to the demo agency, asked over two years.
    // One insert; foreign-key triggers are skipped for it (the rows point at seeded parks, companies and agencies).
    await runInBulk(sql`insert into consultations (park_id, company_id, subject_type, subject_id, subject_title, question, state, mechanism_id, waiting_since, created_at)
      select c.parks[1 + g % array_length(c.ids, 1)], c.ids[1 + g % array_length(c.ids, 1)], (array['policy','service'])[1 + g % 2], 1, '规模测试' || g, '问题',
        (array['open','answered','followUp','closed'])[1 + g % 4], case when g % 3 = 0 then m.id end,
        case when g % 4 in (0, 2) then now() - make_interval(hours => g % 100) end, now() - make_interval(hours => g % 17000)
      from generate_series(1, ${SIZE}) g,
        (select array_agg(id order by id) ids, array_agg(park_id order by id) parks from companies) c, (select min(id) id from mechanisms) m`);
    await runSql(sql`analyze consultations`);
    const [operator, company, agency] = await Promise.all([sessionFor('operator'), sessionFor('company'), sessionFor('agency')]);
    const one = await seeded('followUp');
    captured.length = 0;

    const calls: [typeof operator, 'GET' | 'POST', string, object?][] = [
      [operator, 'POST', `${ADMIN}/list`, {}],
      [operator, 'POST', `${ADMIN}/list`, { pageNum: 200 }],
      [operator, 'POST', `${ADMIN}/list`, { state: 'open' }],
      [operator, 'POST', `${ADMIN}/list`, { subjectType: 'service', handed: true }],
      [operator, 'POST', `${ADMIN}/list`, { companyName: '星云' }],
      [operator, 'POST', `${ADMIN}/list`, { from: new Date(Date.now() - 86_400_000).toISOString() }],
      [operator, 'POST', `${ADMIN}/list`, { overdue: true }],
      [operator, 'GET', `${ADMIN}/detail/${one.id}`],
      [company, 'POST', `${FRONT}/list/${park}`, {}],
      [company, 'POST', `${FRONT}/list/${park}`, { state: 'closed', pageNum: 20 }],
      [company, 'GET', `${FRONT}/detail/${park}/${one.id}`],
      [agency, 'POST', 'iv/consultation/list', {}],
      [agency, 'GET', `iv/consultation/detail/${one.id}`],
    ];
    for (const [tokens, method, url, payload] of calls) {
      expect((await call(app, tokens, method, url, payload)).code, `${url} ${JSON.stringify(payload)}`).toBe(1);
    }

    const planned: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /consultation/.test(c.query))) {
      // Seq scans priced out: the count over a park holding half the rows may prefer one; an index must serve it.
      const chosen = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
    }
    // Every call reads consultations, each list in one statement that carries its count (server/lib/paging.ts).
    expect(planned.length).toBeGreaterThanOrEqual(calls.length);
    expect(planned.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(calls.filter(([, method]) => method === 'POST').length);
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  }, 120_000);
});
