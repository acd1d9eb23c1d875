import type { AgencyMemberQuery, AgencyMemberRow } from '@contract/schemas/agency-service';
import type { Paged } from '@contract/primitives';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { accountsOf, listMembers } from './member-queries';

// orgCompanyM (README decisions): the agencies as the park sees them, each with its contact person and its sign-in
// accounts; freezing is the agency-wide PATCH iv/user/frozen/{id} of the admin.
export async function memberList(db: Db, _ctx: RequestContext, query: AgencyMemberQuery): Promise<Paged<AgencyMemberRow>> {
  const { list, total } = await listMembers(db, query);
  const accounts = await accountsOf(db, list.map((r) => r.id));
  return {
    total,
    list: list.map((r) => ({
      ...r,
      state: r.state ?? 'incomplete',
      accounts: accounts.filter((a) => a.mechanismId === r.id).map(({ mechanismId: _m, ...a }) => a),
    })),
  };
}
