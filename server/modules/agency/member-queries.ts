import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { AgencyMemberQuery } from '@contract/schemas/agency-service';
import { agencyProfiles, mechanisms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { pageOf, pageWindow, withTotal } from '../../lib/paging';

/** One page of agencies (newest first) with their contact person, then the sign-in accounts of those agencies. */
export async function listMembers(db: Conn, query: AgencyMemberQuery) {
  const conditions: SQL[] = [];
  const name = query.name?.trim();
  if (name) conditions.push(ilike(mechanisms.name, `%${escapeLike(name)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const counted = db.select({ total: count() }).from(mechanisms).where(where);
  const rows = db
    .select({
      id: mechanisms.id,
      name: mechanisms.name,
      contact: mechanisms.contact,
      phone: mechanisms.phone,
      listed: mechanisms.listed,
      frozen: mechanisms.frozen,
      state: agencyProfiles.state,
      ...withTotal(counted),
    })
    .from(mechanisms)
    .leftJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id))
    .where(where)
    .orderBy(desc(mechanisms.id))
    .limit(limit)
    .offset(offset);
  return pageOf(rows, counted, offset);
}

export async function accountsOf(db: Conn, mechanismIds: number[]) {
  if (mechanismIds.length === 0) return [];
  return db
    .select({ id: users.id, mechanismId: users.mechanismId, username: users.username, nickname: users.nickname, phone: users.phone, frozen: users.frozen })
    .from(users)
    .where(and(inArray(users.mechanismId, mechanismIds), eq(users.userType, USER_TYPES.agency)))
    .orderBy(asc(users.id));
}
