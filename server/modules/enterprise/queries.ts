import { and, desc, eq, ilike, inArray, isNotNull, max, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyRecords, companyVersions } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import type { StatefulTable } from '../../lib/transition';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import type { CompanyProfile } from '@contract/company-profile';
import { COMPANY_STATES } from '@contract/company-states';
import type { Answers } from '@contract/schemas/enterprise';

export type CompanyRow = typeof companies.$inferSelect;
export type RecordRow = typeof companyRecords.$inferSelect;

export async function findCompany(db: Conn, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export function recordsOf(db: Conn, companyId: number): Promise<RecordRow[]> {
  return db.select().from(companyRecords).where(eq(companyRecords.companyId, companyId));
}

export async function recordOf(db: Conn, companyId: number, moduleKey: string): Promise<RecordRow | null> {
  const [row] = await db.select().from(companyRecords).where(and(eq(companyRecords.companyId, companyId), eq(companyRecords.moduleKey, moduleKey)));
  return row ?? null;
}

export type RecordChange = Partial<Pick<RecordRow, 'data' | 'draft' | 'pending'>>;

export async function upsertRecord(tx: Conn, key: { companyId: number; parkId: number; moduleKey: string }, change: RecordChange): Promise<RecordRow> {
  const [row] = await tx
    .insert(companyRecords)
    .values({ ...key, ...change })
    .onConflictDoUpdate({ target: [companyRecords.companyId, companyRecords.moduleKey], set: { ...change, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('company record not written');
  return row;
}

/** Every pending change becomes the record in force; answers the module keys it moved. */
export async function applyPending(tx: Conn, companyId: number): Promise<string[]> {
  const rows = await tx
    .update(companyRecords)
    .set({ data: sql`${companyRecords.pending}`, pending: null, updatedAt: new Date() })
    .where(and(eq(companyRecords.companyId, companyId), isNotNull(companyRecords.pending)))
    .returning({ moduleKey: companyRecords.moduleKey });
  return rows.map((r) => r.moduleKey);
}

export async function discardPending(tx: Conn, companyId: number): Promise<string[]> {
  const rows = await tx
    .update(companyRecords)
    .set({ pending: null, updatedAt: new Date() })
    .where(and(eq(companyRecords.companyId, companyId), isNotNull(companyRecords.pending)))
    .returning({ moduleKey: companyRecords.moduleKey });
  return rows.map((r) => r.moduleKey);
}

export type CompanyChange = Partial<Omit<CompanyRow, 'id' | 'parkId' | 'version' | 'createdAt'>>;

/** The companies table as its check-in machine's rows (server/lib/transition.ts): the state is a nullable code. */
export const COMPANY_ROWS: StatefulTable<typeof companies> = { table: companies, key: 'id', state: 'state', version: 'version' };

/** The profile as a change of the companies row: a name is never emptied (the column is required). */
export function profileColumns({ name, ...rest }: CompanyProfile): CompanyChange {
  return name ? { ...rest, name } : rest;
}

/** Writes the company's profile columns (contract/company-profile.ts). */
export async function writeProfile(tx: Conn, companyId: number, profile: CompanyProfile): Promise<CompanyRow | null> {
  const change = profileColumns(profile);
  if (Object.keys(change).length === 0) return findCompany(tx, companyId);
  const [row] = await tx.update(companies).set(change).where(eq(companies.id, companyId)).returning();
  return row ?? null;
}

/** Another company, not moved out, that holds the credit code (index companies_credit_code_idx). */
export async function creditCodeHolder(db: Conn, creditCode: string, exceptId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.creditCode, creditCode), ne(companies.id, exceptId), sql`${companies.state} is distinct from ${COMPANY_STATES.movedOut.code}`))
    .limit(1);
  return row ?? null;
}

/** The records of the given companies that hold a change waiting for audit (primary key company_id, module_key). */
export function pendingRecordsOf(db: Conn, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({ companyId: companyRecords.companyId, moduleKey: companyRecords.moduleKey, data: companyRecords.data, pending: companyRecords.pending })
    .from(companyRecords)
    .where(and(inArray(companyRecords.companyId, companyIds), isNotNull(companyRecords.pending)));
}

/** A record's change waiting for audit beside the answers in force. */
export interface PendingRecord {
  moduleKey: string;
  data: RecordRow['data'];
  pending: RecordRow['pending'];
}

/**
 * One company's records with a change waiting for audit as one JSON array (null when none), for another statement
 * to embed per row: `company` is that statement's company id column (primary key company_records_pkey).
 */
export function pendingRecordsJson(db: Conn, company: SQLWrapper) {
  return db
    .select({ records: sql<PendingRecord[] | null>`json_agg(json_build_object('moduleKey', ${companyRecords.moduleKey}, 'data', ${companyRecords.data}, 'pending', ${companyRecords.pending}))` })
    .from(companyRecords)
    .where(and(eq(companyRecords.companyId, company), isNotNull(companyRecords.pending)));
}

export async function nextVersionNumber(tx: Conn, companyId: number): Promise<number> {
  const [row] = await tx.select({ top: max(companyVersions.version) }).from(companyVersions).where(eq(companyVersions.companyId, companyId));
  return (row?.top ?? 0) + 1;
}

export async function insertVersion(tx: Conn, values: { companyId: number; parkId: number; version: number; data: Record<string, Answers>; auditedBy: number | null }) {
  await tx.insert(companyVersions).values(values);
}

// Applications (state 0) and settled companies' changes waiting for audit: served by companies_park_state_idx.
const awaiting = (parkId: number, name?: string) =>
  and(
    eq(companies.parkId, parkId),
    or(eq(companies.state, 0), and(eq(companies.state, 1), eq(companies.changePending, true))),
    name ? ilike(companies.name, `%${escapeLike(name)}%`) : undefined,
  );

export function listAwaiting(db: Db, parkId: number, name: string | undefined, page: PageRequest) {
  const condition = awaiting(parkId, name);
  return paged(pageWindow(page), countOf(db, companies, condition), (total) =>
    db.select({
      id: companies.id,
      parkId: companies.parkId,
      name: companies.name,
      creditCode: companies.creditCode,
      contact: companies.contact,
      phone: companies.phone,
      industry: companies.industry,
      state: companies.state,
      changePending: companies.changePending,
      version: companies.version,
      submittedAt: companies.submittedAt,
      ...total,
    })
      .from(companies)
      .where(condition)
      .orderBy(desc(companies.id)),
  );
}
