import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import { requireHost } from '../../lib/access';
import type { RequestContext } from '../../lib/request-context';
import type { LifeTree, LifeTreeCompany, LifeTreeComparison, LifeTreeCompanyQuery } from '@contract/schemas/life-tree';
import { eventsOf, findCompanies, milestonesOf, searchCompanies, staysOf, tenanciesOf } from './queries';
import { reachCompany, type CompanyRow } from './reach';
import { firstDay, monthPoints, shanghaiDay, yearPoint, yearsFrom } from './series';
import { mergeTimeline } from './timeline';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;
const PICKER_SIZE = 20;

const brief = ({ id, name, parkId, state, industry, changePending }: CompanyRow): LifeTreeCompany => ({ id, name, parkId, state, industry, changePending });

export async function lifeTree(db: Db, ctx: RequestContext, companyId: number, today = shanghaiDay(new Date())): Promise<LifeTree> {
  const { company } = await reachCompany(db, ctx, companyId);
  const [events, milestones, tenancies, stays] = await Promise.all([
    eventsOf(db, companyId),
    milestonesOf(db, [companyId]),
    tenanciesOf(db, [companyId]),
    staysOf(db, [companyId]),
  ]);
  const first = firstDay(
    [shanghaiDay(company.createdAt), ...tenancies.map((t) => t.movedInOn), ...stays.map((s) => s.from), ...events.map((e) => shanghaiDay(e.occurredAt))],
    today,
  );
  return {
    company: brief(company),
    timeline: mergeTimeline(events, milestones),
    tenancies: tenancies.map(({ roomId, room, areaSqm, movedInOn, movedOutOn }) => ({ roomId, room, areaSqm, movedInOn, movedOutOn })),
    months: monthPoints(stays, tenancies, first, today),
  };
}

export async function compareCompanies(db: Db, ctx: RequestContext, companyIds: number[], today = shanghaiDay(new Date())): Promise<LifeTreeComparison> {
  requireHost(ctx.user, 'manage');
  const ids = [...new Set(companyIds)];
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) throw badRequest(`请选择 ${MIN_COMPARED} 至 ${MAX_COMPARED} 家不同的企业进行对比`);
  const found = await findCompanies(db, ids);
  if (found.length !== ids.length) throw badRequest('所选企业不存在');
  const parkId = found[0]!.parkId;
  if (found.some((c) => c.parkId !== parkId)) throw badRequest('只能对比同一园区的企业');
  await scopeForPark(db, ctx, parkId);
  const [milestones, tenancies, stays] = await Promise.all([milestonesOf(db, ids), tenanciesOf(db, ids), staysOf(db, ids)]);
  const firstYear = Number(
    firstDay([...found.map((c) => shanghaiDay(c.createdAt)), ...tenancies.map((t) => t.movedInOn), ...stays.map((s) => s.from), ...milestones.map((m) => m.occurredOn)], today).slice(0, 4),
  );
  const years = yearsFrom(firstYear, today);
  const byCompany = <T extends { companyId: number }>(rows: T[], id: number) => rows.filter((r) => r.companyId === id);
  // The companies keep the order they were asked in, so the chart's colours follow the picker.
  const order = new Map(ids.map((id, i) => [id, i]));
  const companies = [...found]
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((company) => ({
      company: brief(company),
      years: years.map((year) =>
        yearPoint(year, today, byCompany(stays, company.id), byCompany(tenancies, company.id), byCompany(milestones, company.id)),
      ),
    }));
  return { years, companies };
}

/** The park's companies for the picker: the given park or the session's, within the caller's parks. */
export async function pickableCompanies(db: Db, ctx: RequestContext, query: LifeTreeCompanyQuery): Promise<LifeTreeCompany[]> {
  const user = requireHost(ctx.user, 'manage');
  const parkId = query.parkId ?? user.parkId;
  if (!parkId) throw badRequest('请先选择园区');
  await scopeForPark(db, ctx, parkId);
  const rows = await searchCompanies(db, parkId, query.keyword?.trim() || undefined, PICKER_SIZE);
  return rows.map(brief);
}
