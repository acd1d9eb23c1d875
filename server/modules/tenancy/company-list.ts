import type { CompanyListQuery, CompanyRow } from '@contract/schemas/tenancy';
import type { Paged } from '@contract/primitives';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import { scopeForPark } from '../../lib/park-scope';
import { requireHost } from '../../lib/access';
import { pendingChanges } from '../enterprise';
import type { RequestContext } from '../../lib/request-context';
import { companyFilterValues, companyListPage } from './list-queries';

type PageRow = Awaited<ReturnType<typeof companyListPage>>['list'][number];

const roundArea = (n: number) => Math.round(n * 100) / 100;

// The statement brings a pending row's records and the park's profile fields as they are stored; which columns the
// change would alter is worked out here by the contract's rule (contract/company-profile.ts: lists joined with 、,
// blanks as null), the one the audit list and the export apply too, rather than a second copy of it in SQL.
function companyRow({ company, rooms, managerId, managerName, records, form }: PageRow, callerId: number): CompanyRow {
  const held = rooms ?? [];
  const profileForm = (form ?? []).map(({ moduleKey, fieldKey }) => ({ moduleKey, fields: [{ fieldKey }] }));
  // Each field named: a spread of the row object, then more fields, took V8's slow path at every row (an inline-cache
  // miss per field; ~9% of the server's main thread under this list's load on PostgreSQL).
  return {
    id: company.id,
    parkId: company.parkId,
    name: company.name,
    state: company.state,
    version: company.version,
    creditCode: company.creditCode,
    industry: company.industry,
    changePending: company.changePending,
    movedOutOn: company.movedOutOn,
    settledAt: company.settledAt ? company.settledAt.toISOString() : null,
    rooms: held,
    areaSqm: roundArea(held.reduce((sum, r) => sum + r.areaSqm, 0)),
    managerId,
    managerName,
    mine: managerId === callerId,
    pending: records ? pendingChanges(profileForm, records) : {},
  };
}

// The companies of a park, newest first; a customer-service manager's own companies come before the others.
export async function companyList(db: Db, ctx: RequestContext, query: CompanyListQuery): Promise<Paged<CompanyRow>> {
  const caller = requireHost(ctx.user, 'manage');
  const parkId = query.parkId ?? caller.parkId;
  if (parkId === null) throw new AppError('请先选择园区');
  await scopeForPark(db, ctx, parkId);
  const { limit, offset } = pageWindow(query);
  const filter = companyFilterValues({ ...query, parkId });
  const { list, total } = await companyListPage(db, filter, { callerId: caller.id, mineOnly: query.mine === true, limit, offset });
  return { list: list.map((row) => companyRow(row, caller.id)), total };
}
