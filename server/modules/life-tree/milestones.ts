import type { Db } from '../../db/client';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { milestoneKindLabel, REVENUE_BANDS } from '@contract/company-milestones';
import { milestoneDateRule } from '@contract/date-rules';
import type { Milestone, MilestoneAdd, MilestoneUpdate } from '@contract/schemas/life-tree';
import { deleteMilestone, findMilestone, insertMilestone, revenueYearTaken, updateMilestone, type MilestoneValues } from './queries';
import { reachCompany } from './reach';
import { shanghaiDay } from './series';

const stale = () => new AppError('状态已变更，请刷新后重试');

// The rules of spec-free fields: a real day not in the future (a revenue band names its year, up to this one);
// an amount only for funding, where it is required; a revenue band from the catalogue, one per year.
async function checked(db: Db, companyId: number, input: MilestoneAdd | MilestoneUpdate, exceptId: number): Promise<MilestoneValues> {
  const today = shanghaiDay(new Date());
  const title = input.title.trim();
  const dated = milestoneDateRule(input.occurredOn, input.kind === 'revenue' ? null : today);
  if (!dated.ok) throw fieldError('occurredOn', dated.reason);
  const year = Number(input.occurredOn.slice(0, 4));
  if (input.kind === 'revenue') {
    if (year > Number(today.slice(0, 4))) throw fieldError('occurredOn', '营收年度不能晚于今年');
    if (!(REVENUE_BANDS as readonly string[]).includes(title)) throw fieldError('title', `营收区间须为以下之一：${REVENUE_BANDS.join('、')}`);
    if (await revenueYearTaken(db, companyId, year, exceptId)) throw fieldError('occurredOn', `${year}年的营收区间已填写`);
  }
  const amountFen = input.amountFen ?? null;
  if (input.kind === 'funding' && amountFen === null) throw fieldError('amountFen', '请填写融资金额');
  if (input.kind !== 'funding' && amountFen !== null) throw badRequest('只有融资里程碑可以填写金额');
  const detail = input.detail?.trim() || null;
  return { kind: input.kind, title, occurredOn: input.occurredOn, amountFen, detail };
}

const targetOf = (companyName: string, m: { kind: string; title: string }) => `${companyName} ${milestoneKindLabel(m.kind)}：${m.title}`;

export async function addMilestone(db: Db, ctx: RequestContext, input: MilestoneAdd): Promise<Milestone> {
  const { user, company } = await reachCompany(db, ctx, input.companyId);
  const values = await checked(db, company.id, input, 0);
  return db.transaction(async (tx) => {
    const row = await insertMilestone(tx, { ...values, companyId: company.id, parkId: company.parkId, createdBy: user.id });
    await writeLog(tx, ctx, { module: 'milestone', action: 'add', target: targetOf(company.name, row), parkId: company.parkId, after: row });
    return row;
  });
}

// Both changes hold only while the milestone still belongs to the company it was read from: one that was deleted
// meanwhile answers the stale message and nothing is written.
async function ownMilestone(db: Db, ctx: RequestContext, id: number) {
  const before = await findMilestone(db, id);
  if (!before) throw notFound('里程碑不存在');
  const { company } = await reachCompany(db, ctx, before.companyId);
  return { before, company };
}

export async function changeMilestone(db: Db, ctx: RequestContext, input: MilestoneUpdate): Promise<Milestone> {
  const { before, company } = await ownMilestone(db, ctx, input.id);
  const values = await checked(db, company.id, input, before.id);
  return db.transaction(async (tx) => {
    const row = await updateMilestone(tx, before.id, company.id, values);
    if (!row) throw stale();
    await writeLog(tx, ctx, { module: 'milestone', action: 'update', target: targetOf(company.name, row), parkId: company.parkId, before, after: row });
    return row;
  });
}

export async function removeMilestone(db: Db, ctx: RequestContext, id: number): Promise<void> {
  const { before, company } = await ownMilestone(db, ctx, id);
  await db.transaction(async (tx) => {
    if (!(await deleteMilestone(tx, before.id, company.id))) throw stale();
    await writeLog(tx, ctx, { module: 'milestone', action: 'delete', target: targetOf(company.name, before), parkId: company.parkId, before });
  });
}
