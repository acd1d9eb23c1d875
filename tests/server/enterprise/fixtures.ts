import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';
import { json, type Body } from '../park/fixtures';

// The seeded companies of the operator's park (server/db/seed/estate.ts) by their role in these tests.
export const SETTLED = '星云智能科技有限公司'; // the `company` account; a change to 基本信息 waits for audit
export const NEW = '未来新材料有限公司'; // the `newcompany` account; not applied, no record
export const WAITING = '蓝海生物医药有限公司'; // state 0
export const REJECTED = '拓维数据服务有限公司'; // state 2
export const MOVED_OUT = '恒远物流有限公司'; // state 3
export const SETTLED_PLAIN = '智造机器人有限公司'; // state 1, nothing pending
export const OTHER_PARK = '云帆软件技术有限公司'; // settled, 中关村软件园

export interface CompanyFacts {
  id: number;
  parkId: number;
  state: number | null;
  version: number;
  changePending: boolean;
  rejectReason: string | null;
}

export async function company(name: string): Promise<CompanyFacts> {
  const result = await runSql(sql`select id, park_id as "parkId", state, version, change_pending as "changePending", reject_reason as "rejectReason" from companies where name = ${name}`);
  const row = result.rows[0] as CompanyFacts | undefined;
  if (!row) throw new Error(`no company ${name}`);
  return row;
}

export async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await runSql(query)).rows[0] as { n: number }).n);
}

export const enterpriseLogs = () => count(sql`select count(*)::int as n from operation_logs where module = 'enterprise'`);
export const messagesOf = (kind: string) => count(sql`select count(*)::int as n from messages where kind = ${kind}`);
export const eventsOf = (companyId: number, kind: string) => count(sql`select count(*)::int as n from company_events where company_id = ${companyId} and kind = ${kind}`);
export const versionsOf = (companyId: number) => count(sql`select count(*)::int as n from company_versions where company_id = ${companyId}`);

export async function recordRow(companyId: number, moduleKey: string): Promise<{ data: unknown; draft: unknown; pending: unknown } | null> {
  const result = await runSql(sql`select data, draft, pending from company_records where company_id = ${companyId} and module_key = ${moduleKey}`);
  return (result.rows[0] as { data: unknown; draft: unknown; pending: unknown } | undefined) ?? null;
}

/** A complete, valid record on the form every park starts with (server/modules/enterprise-fields/seed.ts). */
export const validRecord = {
  basic: {
    companyName: '未来新材料有限公司',
    creditCode: '91310115MA1001X1Q9',
    legalPerson: '吴芳',
    foundedOn: '2020-05-01',
    industry: '其他',
    license: ['/files/2026/license.png'],
  },
  business: { registeredCapital: 80_000_000, employees: 20, qualifications: ['专精特新'], mainBusiness: '新型复合材料研发。' },
  ip: { patents: 2 },
} as const;

export type Step = keyof typeof validRecord;

export const detailUrl = (c: { parkId: number; id: number }, moduleKey?: string) =>
  `v1/enterprise/detail/${c.parkId}/${c.id}${moduleKey ? `/${moduleKey}` : ''}`;

export function saveStep(app: FastifyInstance, tokens: Tokens, c: { parkId: number; id: number }, moduleKey: string, data: object, isCommit: 0 | 1 = 1): Promise<Body> {
  return json(app, tokens, 'POST', detailUrl(c, moduleKey), { data, isCommit });
}

export function audit(app: FastifyInstance, tokens: Tokens, c: { parkId: number; id: number }, body: object): Promise<Body> {
  return json(app, tokens, 'POST', `v1/enterprise/check/${c.parkId}/${c.id}`, body);
}

/** The whole application of a not-applied company, step by step; answers the last step's answer. */
export async function applyAll(app: FastifyInstance, tokens: Tokens, c: { parkId: number; id: number }): Promise<Body> {
  await saveStep(app, tokens, c, 'basic', validRecord.basic);
  await saveStep(app, tokens, c, 'business', validRecord.business);
  return saveStep(app, tokens, c, 'ip', validRecord.ip);
}
