import { agencyProfileMachine, type AgencyState } from '@contract/machines/agency-profile';
import { and, arrayContains, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { USER_TYPES } from '@contract/host-kinds';
import type { AgencyListQuery, AgencyProfileFields } from '@contract/schemas/agency';
import { agencyProfiles, mechanisms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { paged, pageWindow, type PageTotal } from '../../lib/paging';
import type { StatefulTable } from '../../lib/transition';

const stateOf = sql<AgencyState>`coalesce(${agencyProfiles.state}, 'incomplete')`;

/** What every agency row shows of its mechanism. */
export const mechanismColumns = {
  id: mechanisms.id,
  name: mechanisms.name,
  contact: mechanisms.contact,
  phone: mechanisms.phone,
  listed: mechanisms.listed,
  frozen: mechanisms.frozen,
};

const agencyColumns = {
  ...mechanismColumns,
  state: stateOf,
  version: sql<number>`coalesce(${agencyProfiles.version}, 0)`,
  data: agencyProfiles.data,
  pending: agencyProfiles.pending,
  rejectReason: agencyProfiles.rejectReason,
  submittedAt: agencyProfiles.submittedAt,
  serviceTypes: sql<string[]>`coalesce(${agencyProfiles.serviceTypes}, '{}')`,
};

// A page carries its total (withTotal); a single agency does not.
const joined = (db: Conn, total: Partial<PageTotal> = {}) =>
  db.select({ ...agencyColumns, ...total }).from(mechanisms).leftJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id));

export async function findAgency(db: Conn, id: number) {
  const [row] = await joined(db).where(eq(mechanisms.id, id));
  return row ?? null;
}
export type AgencyRecord = NonNullable<Awaited<ReturnType<typeof findAgency>>>;

// Registered agencies have no profile row until they first save one.
export async function ensureProfile(tx: Conn, mechanismId: number): Promise<void> {
  await tx.insert(agencyProfiles).values({ mechanismId, state: agencyProfileMachine.initial('open', 'agency') }).onConflictDoNothing();
}

export interface ProfileChange {
  state?: AgencyState;
  awaiting?: boolean;
  data?: AgencyProfileFields | null;
  pending?: AgencyProfileFields | null;
  serviceTypes?: string[];
  creditCode?: string | null;
  rejectReason?: string | null;
  submittedAt?: Date | null;
  auditedAt?: Date | null;
}

/** The agency_profiles table as its machine's rows (server/lib/transition.ts), keyed by the mechanism. */
export const PROFILE_ROWS: StatefulTable<typeof agencyProfiles> = { table: agencyProfiles, key: 'mechanismId', state: 'state', version: 'version' };

export async function updateMechanism(tx: Conn, id: number, change: Partial<typeof mechanisms.$inferInsert>) {
  const [row] = await tx.update(mechanisms).set(change).where(eq(mechanisms.id, id)).returning();
  return row ?? null;
}

export async function insertMechanism(tx: Conn, values: typeof mechanisms.$inferInsert): Promise<number> {
  const [row] = await tx.insert(mechanisms).values(values).returning({ id: mechanisms.id });
  if (!row) throw new Error('mechanism not created');
  return row.id;
}

export async function agencyUserIds(tx: Conn, mechanismId: number): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(and(eq(users.mechanismId, mechanismId), eq(users.userType, USER_TYPES.agency)));
  return rows.map((r) => r.id);
}

export async function freezeAgencyUsers(tx: Conn, mechanismId: number, frozen: boolean): Promise<number[]> {
  const rows = await tx
    .update(users)
    .set({ frozen })
    .where(and(eq(users.mechanismId, mechanismId), eq(users.userType, USER_TYPES.agency)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

export async function listAgencies(db: Conn, query: AgencyListQuery & { listedOnly?: boolean }) {
  const conditions: SQL[] = [];
  if (query.listedOnly) conditions.push(eq(mechanisms.listed, true), eq(agencyProfiles.state, 'approved'));
  const name = query.name?.trim();
  if (name) conditions.push(ilike(mechanisms.name, `%${escapeLike(name)}%`));
  if (query.serviceType) conditions.push(arrayContains(agencyProfiles.serviceTypes, [query.serviceType]));
  if (query.state) conditions.push(sql`${stateOf} = ${query.state}`);
  if (query.awaiting) conditions.push(eq(agencyProfiles.awaiting, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const counted = db
    .select({ total: count() })
    .from(mechanisms)
    .leftJoin(agencyProfiles, eq(agencyProfiles.mechanismId, mechanisms.id))
    .where(where);
  const order = query.awaiting ? [asc(agencyProfiles.submittedAt), asc(mechanisms.id)] : [desc(mechanisms.id)];
  return paged(pageWindow(query), counted, (total) => joined(db, total).where(where).orderBy(...order));
}

export async function insertProfile(tx: Conn, values: typeof agencyProfiles.$inferInsert): Promise<void> {
  await tx.insert(agencyProfiles).values(values);
}

export async function insertAgencyUser(tx: Conn, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}
