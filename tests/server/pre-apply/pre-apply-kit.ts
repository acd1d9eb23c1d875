import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PreApplyState } from '@contract/pre-apply-states';
import type { Tokens } from '../helpers/auth';
import { runSql } from '../helpers/support';

export function hit(app: FastifyInstance, tokens: Tokens | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: tokens ? { authorization: `Bearer ${tokens.access_token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const HIGH_TECH = '上海市高新技术企业认定奖励办法（2026年修订）';
export const OFF_SHELF = '小型微利企业所得税优惠政策解读';

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const row = (await runSql(query)).rows[0];
  if (!row) throw new Error('no row');
  return row as T;
}

/** A policy of the demo company's park (星云智能) by title. */
export const policyId = (title: string) =>
  one<{ id: number }>(sql`select i.id from content_items i join companies c on c.park_id = i.park_id
    where c.name = '星云智能科技有限公司' and i.type = 'policy' and i.title = ${title}`).then((r) => r.id);

export const companyId = (name: string) => one<{ id: number }>(sql`select id from companies where name = ${name}`).then((r) => r.id);

export const validForm = (over: Record<string, unknown> = {}) => ({
  companyName: '星云智能科技有限公司',
  creditCode: '91310115MA1H9QX7LT',
  contact: '周明',
  phone: '13800001111',
  statement: '本企业符合政策条件，申请预审。',
  attachments: [],
  ...over,
});

let policies = 0;

/**
 * An application of the demo company (or `company`) in `state`, made directly for a policy of its own made for it (on
 * shelf): the start of each transition test, clear of the one-in-progress-per-policy rule.
 */
export async function applicationIn(state: PreApplyState, company = '星云智能科技有限公司'): Promise<{ id: number; version: number }> {
  policies += 1;
  const title = `测试政策 ${policies}`;
  const submitted = state === 'draft' ? null : sql`now()`;
  return one<{ id: number; version: number }>(sql`with c as (select id, park_id, name from companies where name = ${company}),
      p as (insert into content_items (park_id, type, title, state, publish_at) select park_id, 'policy', ${title}, 'on', now() - interval '1 day' from c returning id)
    insert into pre_applications (park_id, company_id, policy_id, policy_title, company_name, state, version, form, submitted_at)
    select c.park_id, c.id, p.id, ${title}, c.name, ${state}, 3, ${JSON.stringify(validForm())}::jsonb, ${submitted}
    from c, p returning id, version`);
}

export const rowOf = (id: number) =>
  one<{ state: string; version: number; cancel_reason: string | null }>(sql`select state, version, cancel_reason from pre_applications where id = ${id}`);

export const stepCount = (id: number) => one<{ n: number }>(sql`select count(*)::int as n from pre_apply_steps where pre_apply_id = ${id}`).then((r) => r.n);

export async function messagesOf(username: string, kind: string) {
  const rows = (await runSql(sql`select m.title, m.body, m.link from messages m join users u on u.id = m.user_id where u.username = ${username} and m.kind = ${kind} order by m.id`)).rows;
  return rows as { title: string; body: string | null; link: string | null }[];
}
