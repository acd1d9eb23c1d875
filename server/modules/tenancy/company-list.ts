import type { CompanyListQuery, CompanyRow, TenancyRoom } from '@contract/schemas/tenancy';
import type { Paged } from '@contract/primitives';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import { scopeForPark } from '../../lib/park-scope';
import { requireHost } from '../../lib/access';
import { pendingProfiles } from '../enterprise';
import type { RequestContext } from '../../lib/request-context';
import { companyCount, companyPage, companyWhere, countedCompanyPage, hasAllotments, managersOf, mineCondition, roomsOf } from './list-queries';

type PageRow = Awaited<ReturnType<typeof companyPage>>[number];

const roundArea = (n: number) => Math.round(n * 100) / 100;

async function withDetails(db: Db, parkId: number, callerId: number, page: PageRow[]): Promise<CompanyRow[]> {
  const ids = page.map((c) => c.id);
  const changing = page.filter((c) => c.changePending).map((c) => c.id);
  const [roomRows, managerRows, pending] = await Promise.all([roomsOf(db, ids), managersOf(db, parkId, ids), pendingProfiles(db, parkId, changing)]);
  return page.map((c) => {
    const held: TenancyRoom[] = roomRows.filter((r) => r.companyId === c.id).map(({ companyId: _, ...room }) => room);
    const manager = managerRows.find((m) => m.companyId === c.id);
    return {
      ...c,
      settledAt: c.settledAt ? c.settledAt.toISOString() : null,
      rooms: held,
      areaSqm: roundArea(held.reduce((sum, r) => sum + r.areaSqm, 0)),
      managerId: manager?.managerId ?? null,
      managerName: manager?.managerName ?? null,
      mine: manager?.managerId === callerId,
      pending: pending.get(c.id) ?? {},
    };
  });
}

// The companies of a park, newest first; a customer-service manager's own companies come before the others, so the
// page is cut from two index-ordered reads (theirs, then the rest) rather than sorting the whole park.
export async function companyList(db: Db, ctx: RequestContext, query: CompanyListQuery): Promise<Paged<CompanyRow>> {
  const caller = requireHost(ctx.user, 'manage');
  const parkId = query.parkId ?? caller.parkId;
  if (parkId === null) throw new AppError('请先选择园区');
  await scopeForPark(db, ctx, parkId);
  const { limit, offset } = pageWindow(query);
  const filter = companyWhere(db, { ...query, parkId });

  if (query.mine || !(await hasAllotments(db, parkId, caller.id))) {
    const conditions = query.mine ? [...filter, mineCondition(db, parkId, caller.id, true)] : filter;
    const { list, total } = await countedCompanyPage(db, conditions, limit, offset);
    return { list: await withDetails(db, parkId, caller.id, list), total };
  }

  const mine = [...filter, mineCondition(db, parkId, caller.id, true)];
  const others = [...filter, mineCondition(db, parkId, caller.id, false)];
  const [mineTotal, othersTotal] = await Promise.all([companyCount(db, mine), companyCount(db, others)]);
  const fromMine = Math.max(0, Math.min(limit, mineTotal - offset));
  const [minePage, othersPage] = await Promise.all([
    companyPage(db, mine, fromMine, offset),
    companyPage(db, others, limit - fromMine, Math.max(0, offset - mineTotal)),
  ]);
  return { list: await withDetails(db, parkId, caller.id, [...minePage, ...othersPage]), total: mineTotal + othersTotal };
}
