import { and, desc, eq, ilike, inArray, ne, type SQL, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, personnel } from '../../db/schema';
import { escapeLike, type Conn, type Tx } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';

export type PersonnelRow = typeof personnel.$inferSelect;
export type PersonnelValues = Omit<typeof personnel.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface PersonnelFilters {
  name?: string;
  phone?: string;
  department?: string;
  position?: string;
}

export async function findCompany(db: Conn, id: number) {
  const [row] = await db
    .select({ id: companies.id, parkId: companies.parkId, name: companies.name, state: companies.state })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
}

const contains = (text: string) => `%${escapeLike(text.trim())}%`;

// Every filter is searched inside one company, so the read walks personnel_company_idx (company_id, id).
function where(companyId: number, filters: PersonnelFilters): SQL | undefined {
  const conditions: SQL[] = [eq(personnel.companyId, companyId)];
  if (filters.name?.trim()) conditions.push(ilike(personnel.name, contains(filters.name)));
  if (filters.phone?.trim()) conditions.push(ilike(personnel.phone, contains(filters.phone)));
  if (filters.department?.trim()) conditions.push(ilike(personnel.department, contains(filters.department)));
  if (filters.position?.trim()) conditions.push(ilike(personnel.position, contains(filters.position)));
  return and(...conditions);
}

export function listPersonnel(db: Db, companyId: number, filters: PersonnelFilters, page: PageRequest) {
  const condition = where(companyId, filters);
  return paged(pageWindow(page), countOf(db, personnel, condition), (total) =>
    db.select({ ...getTableColumns(personnel), ...total }).from(personnel).where(condition).orderBy(desc(personnel.id)));
}

export async function findPersonnel(db: Conn, id: number): Promise<PersonnelRow | null> {
  const [row] = await db.select().from(personnel).where(eq(personnel.id, id));
  return row ?? null;
}

export function findPersonnelByIds(db: Conn, ids: number[]): Promise<PersonnelRow[]> {
  return db.select().from(personnel).where(inArray(personnel.id, ids));
}

export async function phoneTaken(db: Conn, companyId: number, phone: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.select({ id: personnel.id }).from(personnel)
    .where(and(eq(personnel.companyId, companyId), eq(personnel.phone, phone), ne(personnel.id, exceptId)));
  return Boolean(row);
}

export async function idNumberTaken(db: Conn, companyId: number, idNumber: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.select({ id: personnel.id }).from(personnel)
    .where(and(eq(personnel.companyId, companyId), eq(personnel.idNumber, idNumber), ne(personnel.id, exceptId)));
  return Boolean(row);
}

/** The phones and ID numbers a company's staff already hold, for checking an import file against. */
export async function takenKeys(db: Conn, companyId: number): Promise<{ phones: Set<string>; idNumbers: Set<string> }> {
  const rows = await db.select({ phone: personnel.phone, idNumber: personnel.idNumber }).from(personnel).where(eq(personnel.companyId, companyId));
  return { phones: new Set(rows.map((r) => r.phone)), idNumbers: new Set(rows.flatMap((r) => (r.idNumber ? [r.idNumber] : []))) };
}

export async function insertPersonnel(tx: Tx, values: PersonnelValues): Promise<PersonnelRow> {
  const [row] = await tx.insert(personnel).values(values).returning();
  if (!row) throw new Error('personnel not created');
  return row;
}

const CHUNK = 500;

export async function insertManyPersonnel(tx: Tx, rows: PersonnelValues[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const created = await tx.insert(personnel).values(rows.slice(start, start + CHUNK)).returning({ id: personnel.id });
    inserted += created.length;
  }
  return inserted;
}

/** Replaces a row of the company; null when it is no longer there. */
export async function updatePersonnel(tx: Tx, id: number, companyId: number, change: Partial<PersonnelValues>): Promise<PersonnelRow | null> {
  const [row] = await tx.update(personnel).set({ ...change, updatedAt: new Date() })
    .where(and(eq(personnel.id, id), eq(personnel.companyId, companyId))).returning();
  return row ?? null;
}

export function deletePersonnel(tx: Tx, companyId: number, ids: number[]): Promise<PersonnelRow[]> {
  return tx.delete(personnel).where(and(eq(personnel.companyId, companyId), inArray(personnel.id, ids))).returning();
}
