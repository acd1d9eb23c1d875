import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { AgencyMemberQuery } from '@contract/schemas/agency-service';
import { agencyProfiles, mechanisms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, paged, pageWindow } from '../../lib/paging';
import { mechanismColumns } from './queries';

/** One page of agencies (newest first) with their contact person, then the sign-in accounts of those agencies. */
export async function listMembers(db: Conn, query: AgencyMemberQuery) {
  const conditions: SQL[] = [];
  const name = query.name?.trim();
  if (name) conditions.push(ilike(mechanisms.name, `%${escapeLike(name)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(pageWindow(query), countOf(db, mechanisms, where), (total) =>
    db
      .select({ ...mechanismColumns, state: agencyProfiles.state, ...total })
      .from(mechanisms)
      .leftJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id))
      .where(where)
      .orderBy(desc(mechanisms.id)),
  );
}

export async function accountsOf(db: Conn, mechanismIds: number[]) {
  if (mechanismIds.length === 0) return [];
  return db
    .select({ id: users.id, mechanismId: users.mechanismId, username: users.username, nickname: users.nickname, phone: users.phone, frozen: users.frozen })
    .from(users)
    .where(and(inArray(users.mechanismId, mechanismIds), eq(users.userType, USER_TYPES.agency)))
    .orderBy(asc(users.id));
}
