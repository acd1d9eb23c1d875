import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PreApplyState } from '@contract/pre-apply-states';
import { companies, contentItems, preApplications, preApplySteps } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { paged } from '../../lib/paging';
import type { StatefulTable } from '../../lib/transition';

export type PreApplyRecord = typeof preApplications.$inferSelect;
export type StepValues = Omit<typeof preApplySteps.$inferInsert, 'id' | 'at'>;

export async function findApplication(conn: Conn, id: number): Promise<PreApplyRecord | undefined> {
  const [row] = await conn.select().from(preApplications).where(eq(preApplications.id, id));
  return row;
}

export async function insertApplication(conn: Conn, values: typeof preApplications.$inferInsert): Promise<PreApplyRecord> {
  const [row] = await conn.insert(preApplications).values(values).returning();
  if (!row) throw new Error('pre_applications insert returned nothing');
  return row;
}

/** The pre_applications table as its machine's rows (server/lib/transition.ts). */
export const PRE_APPLY_ROWS: StatefulTable<typeof preApplications> = { table: preApplications, key: 'id', state: 'state', version: 'version', touched: 'updatedAt' };

export async function insertStep(conn: Conn, values: StepValues): Promise<void> {
  await conn.insert(preApplySteps).values(values);
}

export function stepsOf(conn: Conn, preApplyId: number) {
  return conn.select().from(preApplySteps).where(eq(preApplySteps.preApplyId, preApplyId)).orderBy(asc(preApplySteps.id));
}

const ROW = {
  id: preApplications.id,
  parkId: preApplications.parkId,
  policyId: preApplications.policyId,
  policyTitle: preApplications.policyTitle,
  companyId: preApplications.companyId,
  companyName: preApplications.companyName,
  state: preApplications.state,
  version: preApplications.version,
  submittedAt: preApplications.submittedAt,
  decidedAt: preApplications.decidedAt,
  createdAt: preApplications.createdAt,
  updatedAt: preApplications.updatedAt,
};

function page(conn: Conn, where: SQL | undefined, offset: number, limit: number) {
  const counted = conn.select({ total: sql<number>`count(*)::int` }).from(preApplications).where(where);
  return paged({ offset, limit }, counted, (total) =>
    conn.select({ ...ROW, ...total }).from(preApplications).where(where).orderBy(desc(preApplications.id)));
}

export function companyList(conn: Conn, companyId: number, state: PreApplyState | undefined, offset: number, limit: number) {
  return page(conn, and(eq(preApplications.companyId, companyId), state ? eq(preApplications.state, state) : undefined), offset, limit);
}

export interface ParkFilter {
  parkId: number;
  state?: PreApplyState | undefined;
  policyId?: number | undefined;
  companyName?: string | undefined;
  /** Instants bounding the submission time: [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
}

// The park sees what was sent to it at least once; a draft never submitted stays the company's own.
export function parkList(conn: Conn, f: ParkFilter, offset: number, limit: number) {
  const where = and(
    eq(preApplications.parkId, f.parkId),
    isNotNull(preApplications.submittedAt),
    f.state ? eq(preApplications.state, f.state) : undefined,
    f.policyId ? eq(preApplications.policyId, f.policyId) : undefined,
    f.companyName ? ilike(preApplications.companyName, `%${escapeLike(f.companyName)}%`) : undefined,
    f.from ? gte(preApplications.submittedAt, f.from) : undefined,
    f.to ? lt(preApplications.submittedAt, f.to) : undefined,
  );
  return page(conn, where, offset, limit);
}

/** A policy of the park, with whether it is on shelf and published today. */
export async function findPolicy(conn: Conn, id: number) {
  const [row] = await conn
    .select({
      id: contentItems.id,
      parkId: contentItems.parkId,
      type: contentItems.type,
      title: contentItems.title,
      published: sql<boolean>`(${contentItems.state} = 'on' and ${contentItems.publishAt} <= now())`,
    })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  return row;
}

export async function findCompany(conn: Conn, id: number) {
  const [row] = await conn
    .select({ id: companies.id, parkId: companies.parkId, name: companies.name, creditCode: companies.creditCode, contact: companies.contact, phone: companies.phone, state: companies.state })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** The company's application for the policy still in progress (draft, waiting or returned), if any. */
export async function openApplication(conn: Conn, companyId: number, policyId: number) {
  const [row] = await conn
    .select({ id: preApplications.id })
    .from(preApplications)
    .where(and(eq(preApplications.companyId, companyId), eq(preApplications.policyId, policyId), inArray(preApplications.state, ['draft', 'submitted', 'returned'])))
    .limit(1);
  return row;
}
