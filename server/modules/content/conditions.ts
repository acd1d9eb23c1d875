import { and, eq, inArray, sql } from 'drizzle-orm';
import { USER_TYPES } from '../../../src/contract/host-kinds';
import { describeCondition } from '../../../src/contract/policy-conditions';
import type { ConditionFieldQuery, ConditionSave, MatchNotify, MatchQuery } from '../../../src/contract/schemas/policy-conditions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import { sendMessage } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import { pageWindow } from '../../lib/paging';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { conditionFields, conditionsOf, replaceConditions } from './condition-queries';
import { checkConditions } from './condition-rules';
import { contentInfo } from './items';
import { matcherFor, matchingIds, matchPage, matchPolicy } from './match';
import { publishedDetail } from './published';

/** The most companies one send reaches. */
export const NOTIFY_MAX = 2000;

export async function fieldsForConditions(db: Db, ctx: RequestContext, query: ConditionFieldQuery) {
  await scopeForPark(db, ctx, query.parkId);
  return conditionFields(db, query.parkId);
}

export async function policyConditionList(db: Db, ctx: RequestContext, policyId: number) {
  await contentInfo(db, ctx, 'policy', policyId);
  return conditionsOf(db, policyId);
}

export async function savePolicyConditions(db: Db, ctx: RequestContext, input: ConditionSave) {
  const policy = await contentInfo(db, ctx, 'policy', input.policyId);
  const needsFields = input.conditions.some((c) => c.kind === 'field');
  const fields = new Map((needsFields ? await conditionFields(db, policy.parkId) : []).map((f) => [f.key, f]));
  const conditions = checkConditions(input.conditions, fields);
  return db.transaction(async (tx) => {
    // The policy row's lock puts concurrent saves one after the other: the set saved last is the set in force.
    await tx.execute(sql`select id from content_items where id = ${policy.id} for update`);
    const before = await conditionsOf(tx, policy.id);
    await replaceConditions(tx, policy.id, policy.parkId, conditions);
    const words = (list: typeof conditions) => list.map((c) => describeCondition(c, c.target ? fields.get(c.target)?.label : undefined));
    await writeLog(tx, ctx, { module: 'policyCondition', action: 'update', target: policy.title, parkId: policy.parkId, before: before.map((c) => describeCondition(c)), after: words(conditions) });
    return conditions;
  });
}

export async function policyMatches(db: Db, ctx: RequestContext, query: MatchQuery) {
  const policy = await contentInfo(db, ctx, 'policy', query.policyId);
  const matcher = await matcherFor(db, policy.id);
  const { offset, limit } = pageWindow(query);
  return matchPage(db, matcher, { met: query.met ?? true, name: query.name }, offset, limit);
}

// Every account of each matching company gets the message once per send; a chosen company that no longer meets the
// conditions is left out and counted.
export async function notifyMatches(db: Db, ctx: RequestContext, input: MatchNotify) {
  const policy = await contentInfo(db, ctx, 'policy', input.policyId);
  if (policy.state !== 'on') throw badRequest('政策上架后才能推送给企业');
  const matcher = await matcherFor(db, policy.id);
  const chosen = input.companyIds ? [...new Set(input.companyIds)] : undefined;
  if (chosen?.length === 0) throw badRequest('请选择要通知的企业');
  const companies = await matchingIds(db, matcher, chosen, NOTIFY_MAX);
  if (companies.length === 0) throw badRequest('没有符合条件的企业');
  return db.transaction(async (tx) => {
    const readers = await tx.select({ id: users.id }).from(users)
      .where(and(inArray(users.companyId, companies.map((c) => c.id)), eq(users.userType, USER_TYPES.company), eq(users.frozen, false)));
    await sendMessage(tx, readers.map((r) => r.id), {
      kind: 'policyMatched',
      title: `您的企业符合政策「${policy.title}」的申报条件`,
      body: policy.summary || null,
      link: `/front-policyDetail?id=${policy.id}`,
      parkId: policy.parkId,
    });
    await writeLog(tx, ctx, { module: 'policyCondition', action: 'send', target: policy.title, parkId: policy.parkId, after: { companies: companies.map((c) => c.name), accounts: readers.length } });
    return { companies: companies.length, accounts: readers.length, skipped: chosen ? chosen.length - companies.length : 0 };
  });
}

/** The signed-in company's own match against a published policy of its park. */
export async function myPolicyMatch(db: Db, ctx: RequestContext, policyId: number) {
  const companyId = ctx.user?.companyId;
  if (!companyId) throw forbidden('请先完善企业信息');
  await publishedDetail(db, ctx, 'policy', policyId);
  return matchPolicy(db, policyId, companyId);
}
