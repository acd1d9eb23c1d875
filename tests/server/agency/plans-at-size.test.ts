import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { AT_SIZE_TIMEOUT, describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { agenciesOffering, findListedService } from '../../../server/modules/agency';
import { hit } from './agency-kit';

const AGENCIES = 5_000;
const SERVICES = 100_000;
const TABLES = new Set(['mechanisms', 'agency_profiles']);
const SERVICE_TABLES = new Set(['mechanisms', 'agency_profiles', 'agency_services']);

async function growAgencies(): Promise<void> {
  await runInBulk(sql`insert into mechanisms (name, contact, phone, listed)
    select '规模机构' || g, '联系人', '1370000' || lpad(g::text, 4, '0'), g % 3 <> 0 from generate_series(1, ${AGENCIES}) as g`);
  await runInBulk(sql`insert into agency_profiles (mechanism_id, state, awaiting, service_types, submitted_at)
    select id, (array['incomplete','submitted','approved','rejected'])[1 + id % 4], id % 4 = 1,
      array[(array['finance','legal','ip','hr','tech'])[1 + id % 5]], now() - make_interval(secs => id)
    from mechanisms where name like '规模机构%'`);
  await runSql(sql`analyze mechanisms`);
  await runSql(sql`analyze agency_profiles`);
}

describe(`the agency lists at ${AGENCIES.toLocaleString('en')} agencies`, () => {
  const recorded = useRecordingApp();

  it('reads every list through an index', { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    await growAgencies();
    const operator = await sessionFor('operator');
    captured.length = 0;
    for (const filter of [{}, { pageNum: 200 }, { awaiting: true }, { state: 'approved' }, { serviceType: 'ip' }, { name: '规模机构42' }]) {
      expect((await hit(app, operator, 'POST', 'iv/mechanism/list', filter)).json().code).toBe(1);
    }
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /mechanisms/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    // One statement per call, carrying its count (server/lib/paging.ts).
    expect(covered.length).toBeGreaterThanOrEqual(6);
    expect(covered.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(6);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });

  it(`reads every service list through an index at ${SERVICES.toLocaleString('en')} services`, { timeout: AT_SIZE_TIMEOUT }, async () => {
    const { app, captured, client } = recorded();
    await growAgencies();
    // 20 services for each grown agency, in every state and type.
    await runInBulk(sql`insert into agency_services (mechanism_id, state, awaiting, name, service_type, price_min_fen, price_max_fen, delivery_days, submitted_at)
      select m.id, (array['draft','submitted','approved','rejected','offline'])[1 + g % 5], g % 5 = 1, '规模服务' || g,
        (array['finance','legal','ip','hr','tech','policy','marketing','other'])[1 + g % 8], 10000, 20000, 10, now() - make_interval(secs => g)
      from generate_series(1, ${SERVICES}) as g
      join (select id, row_number() over (order by id) - 1 as n from mechanisms where name like '规模机构%') m on m.n = g % ${AGENCIES}`);
    await runSql(sql`analyze agency_services`);
    const operator = await sessionFor('operator');
    const agency = await sessionFor('agency');
    const company = await sessionFor('company');
    captured.length = 0;
    for (const filter of [{}, { pageNum: 500 }, { awaiting: true }, { state: 'approved' }, { serviceType: 'ip' }, { name: '规模服务42' }, { mechanismId: 42 }]) {
      expect((await hit(app, operator, 'POST', 'iv/MechanismService/admin/list', filter)).json().code).toBe(1);
    }
    for (const filter of [{}, { state: 'draft' }, { name: '代理' }]) expect((await hit(app, agency, 'POST', 'iv/MechanismService/list', filter)).json().code).toBe(1);
    for (const filter of [{}, { serviceType: 'finance' }, { name: '规模服务7' }, { pageNum: 100 }]) {
      expect((await hit(app, company, 'POST', 'v1/ps/service/agency/list', filter)).json().code).toBe(1);
    }
    expect((await hit(app, operator, 'POST', 'iv/mechanism/members', { pageNum: 100 })).json().code).toBe(1);
    const { db } = (app as unknown as { db: Parameters<typeof findListedService>[0] });
    await findListedService(db, 4242);
    await agenciesOffering(db, 'legal');
    const covered: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /agency_services|mechanisms/.test(c.query))) {
      const possible = (await scans(client, statement, true)).filter((s) => SERVICE_TABLES.has(s.relation));
      if (possible.length) covered.push({ query: statement.query, scans: possible });
    }
    // Fifteen lists, each one statement carrying its count (server/lib/paging.ts), and the two reads called directly.
    expect(covered.length).toBeGreaterThanOrEqual(15 + 2);
    expect(covered.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(15);
    expect(covered.filter((r) => r.scans.some((s) => s.node === 'Seq Scan')).map(describeScans)).toEqual([]);
  });
});
