import { and, eq, inArray, sql } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import { describeCondition } from '@contract/policy-conditions';
import type { ConditionFieldQuery, ConditionSave, MatchNotify, MatchQuery, NotifyPreview, NotifyResult } from '@contract/schemas/policy-conditions';
import { screenLink } from '@contract/screens/links';
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
import { claimNotifications, notifiedAmong } from './notification-queries';
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
  const page = await matchPage(db, matcher, { met: query.met ?? true, name: query.name }, offset, limit, ctx.language);
  const told = await notifiedAmong(db, policy.id, page.list.map((c) => c.companyId));
  return { ...page, list: page.list.map((c) => ({ ...c, notifiedAt: told.get(c.companyId)?.toISOString() ?? null })) };
}

interface SendPlan {
  policy: Awaited<ReturnType<typeof contentInfo>>;
  companies: { id: number; name: string }[];
  chosen: number[] | undefined;
}

async function planSend(db: Db, ctx: RequestContext, input: MatchNotify): Promise<SendPlan> {
  const policy = await contentInfo(db, ctx, 'policy', input.policyId);
  if (policy.state !== 'on') throw badRequest('政策上架后才能推送给企业');
  const matcher = await matcherFor(db, policy.id);
  const chosen = input.companyIds ? [...new Set(input.companyIds)] : undefined;
  if (chosen?.length === 0) throw badRequest('请选择要通知的企业');
  const companies = await matchingIds(db, matcher, chosen, NOTIFY_MAX);
  if (companies.length === 0) throw badRequest('没有符合条件的企业');
  return { policy, companies, chosen };
}

/** What a send would do now, for the screen to ask before it sends again. */
export async function previewNotify(db: Db, ctx: RequestContext, input: MatchNotify): Promise<NotifyPreview> {
  const { policy, companies, chosen } = await planSend(db, ctx, input);
  const notified = (await notifiedAmong(db, policy.id, companies.map((c) => c.id))).size;
  return { matching: companies.length, notified, pending: companies.length - notified, unmatched: chosen ? chosen.length - companies.length : 0 };
}

// Each matching company is told of a policy once: the send claims (policy, company) rows first and messages the
// accounts of the companies it claimed; those told before (or by a send at the same moment) are skipped and counted.
export async function notifyMatches(db: Db, ctx: RequestContext, input: MatchNotify): Promise<NotifyResult> {
  const { policy, companies, chosen } = await planSend(db, ctx, input);
  const unmatched = chosen ? chosen.length - companies.length : 0;
  return db.transaction(async (tx) => {
    const claimed = await claimNotifications(tx, policy.id, policy.parkId, companies.map((c) => c.id), ctx.user?.id ?? null);
    const notified = companies.length - claimed.length;
    if (claimed.length === 0) return { companies: 0, accounts: 0, notified, unmatched, skipped: notified + unmatched };
    const readers = await tx.select({ id: users.id }).from(users)
      .where(and(inArray(users.companyId, claimed), eq(users.userType, USER_TYPES.company), eq(users.frozen, false)));
    await sendMessage(tx, readers.map((r) => r.id), {
      kind: 'policyMatched',
      title: `您的企业符合政策「${policy.title}」的申报条件`,
      body: policy.summary || null,
      link: screenLink('front-policyDetail', { id: policy.id }),
      parkId: policy.parkId,
    });
    const told = new Set(claimed);
    await writeLog(tx, ctx, {
      module: 'policyCondition', action: 'send', target: policy.title, parkId: policy.parkId,
      after: { companies: companies.filter((c) => told.has(c.id)).map((c) => c.name), accounts: readers.length, notifiedBefore: notified, unmatched },
    });
    return { companies: claimed.length, accounts: readers.length, notified, unmatched, skipped: notified + unmatched };
  });
}

/** The signed-in company's own match against a published policy of its park. */
export async function myPolicyMatch(db: Db, ctx: RequestContext, policyId: number) {
  const companyId = ctx.user?.companyId;
  if (!companyId) throw forbidden('请先完善企业信息');
  await publishedDetail(db, ctx, 'policy', policyId);
  return matchPolicy(db, policyId, companyId, ctx.language);
}
