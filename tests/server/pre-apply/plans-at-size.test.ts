import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { HIGH_TECH, hit, policyId } from './pre-apply-kit';

const APPLICATIONS = 100_000;
const TABLES = new Set(['pre_applications', 'pre_apply_steps']);

// One insert: the demo park's companies and policies take turns, one a minute back from now. All are finished (passed,
// rejected, cancelled; some cancelled as drafts): a company has one application in progress per policy, and the seed's
// are there. The rows reference real companies and parks, so the foreign-key triggers are skipped for the load.
async function growApplications(): Promise<void> {
  await runInBulk(sql`with cs as (select min(park_id) as park, array_agg(id order by id) as ids, array_agg(name order by id) as names
        from companies where park_id = (select park_id from companies where name = '星云智能科技有限公司')),
      ps as (select array_agg(i.id order by i.id) as ids, array_agg(i.title order by i.id) as titles
        from content_items i, cs where i.park_id = cs.park and i.type = 'policy')
    insert into pre_applications (park_id, company_id, policy_id, policy_title, company_name, state, version, form, submitted_at, created_at)
    select cs.park, cs.ids[1 + g % cardinality(cs.ids)], ps.ids[1 + g % cardinality(ps.ids)], ps.titles[1 + g % cardinality(ps.ids)],
      cs.names[1 + g % cardinality(cs.ids)], (array['passed','rejected','cancelled'])[1 + (g / 7) % 3], 1,
      '{"companyName":"x","creditCode":"","contact":"x","phone":"13800000000","statement":"x","attachments":[]}'::jsonb,
      case when g % 10 = 0 and (g / 7) % 3 = 2 then null else now() - make_interval(mins => g) end, now() - make_interval(mins => g)
    from generate_series(1, ${APPLICATIONS}) as g, cs, ps`);
  await runSql(sql`analyze pre_applications`);
  await runSql(sql`analyze pre_apply_steps`);
}

describe(`the pre-application lists at ${APPLICATIONS.toLocaleString('en')} applications`, () => {
  const recorded = useRecordingApp();

  it('reads every list and detail through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    await growApplications();
    const operator = await sessionFor('operator');
    const company = await sessionFor('company');
    const policy = await policyId(HIGH_TECH);
    captured.length = 0;
    for (const filter of [{}, { pageNum: 500 }, { state: 'submitted' }, { policyId: policy }, { companyName: '智造' }, { from: '2026-01-01', to: '2026-12-31' }]) {
      const res = (await hit(app, operator, 'POST', 'v1/admin/ps/policy/pre/apply/list', filter)).json();
      expect(res.code).toBe(1);
    }
    const own = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/list', { state: 'cancelled' })).json();
    expect(own.data.total).toBeGreaterThan(1000);
    const first = (await hit(app, company, 'POST', 'v1/ps/policy/pre/apply/list', {})).json().data.list[0] as { id: number };
    expect((await hit(app, company, 'GET', `v1/ps/policy/preApply/detail/${first.id}`)).json().code).toBe(1);
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /pre_appl/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    // Eight lists, each one statement carrying its count (server/lib/paging.ts), and the detail with its steps.
    expect(covered.length).toBeGreaterThanOrEqual(8 + 2);
    expect(covered.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(8);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
