import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATES, type CompanyStateKey } from '@contract/company-states';
import { buildings, companies, floors, managerAllotments, rooms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { paged } from '../../lib/paging';

export interface CompanyFilter {
  parkId: number;
  name?: string;
  state?: CompanyStateKey;
  buildingId?: number;
  industry?: string;
  creditCode?: string;
  managerId?: number;
}

// The companies of the park allotted to one manager (index manager_allotments_manager_idx).
const allottedTo = (db: Conn, parkId: number, managerId: number) =>
  db.select({ id: managerAllotments.targetId }).from(managerAllotments)
    .where(and(eq(managerAllotments.managerId, managerId), eq(managerAllotments.kind, 'company'), eq(managerAllotments.parkId, parkId)));

// Every filter keeps to the park's companies (index on park, id, or park, state, id); the building reaches its
// companies through its floors' rooms (indexes on floors.building_id and rooms.floor_id).
export function companyWhere(db: Conn, filter: CompanyFilter): SQL[] {
  const conditions: SQL[] = [eq(companies.parkId, filter.parkId)];
  if (filter.name) conditions.push(ilike(companies.name, `%${escapeLike(filter.name)}%`));
  if (filter.industry) conditions.push(ilike(companies.industry, `%${escapeLike(filter.industry)}%`));
  // The whole code, as the record holds it (index companies_credit_code_idx).
  if (filter.creditCode?.trim()) conditions.push(eq(companies.creditCode, filter.creditCode.trim().toUpperCase()));
  if (filter.state) {
    const code = COMPANY_STATES[filter.state].code;
    conditions.push(code === null ? isNull(companies.state) : eq(companies.state, code));
  }
  if (filter.buildingId !== undefined) {
    const buildingFloors = db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, filter.buildingId));
    const occupants = db.select({ id: sql<number>`${rooms.companyId}` }).from(rooms).where(inArray(rooms.floorId, buildingFloors));
    conditions.push(inArray(companies.id, occupants));
  }
  if (filter.managerId !== undefined) conditions.push(inArray(companies.id, allottedTo(db, filter.parkId, filter.managerId)));
  return conditions;
}

/** The caller's own companies (`mine: true`) or the others (`mine: false`) among the filtered ones. */
export function mineCondition(db: Conn, parkId: number, callerId: number, mine: boolean): SQL {
  const own = allottedTo(db, parkId, callerId);
  return mine ? inArray(companies.id, own) : notInArray(companies.id, own);
}

const companyColumns = {
  id: companies.id,
  parkId: companies.parkId,
  name: companies.name,
  state: companies.state,
  version: companies.version,
  creditCode: companies.creditCode,
  industry: companies.industry,
  changePending: companies.changePending,
  settledAt: companies.settledAt,
  movedOutOn: companies.movedOutOn,
};

// Newest first, read backwards along the park's index.
export function companyPage(db: Conn, conditions: SQL[], limit: number, offset: number) {
  if (limit <= 0) return Promise.resolve([]);
  return db.select(companyColumns).from(companies).where(and(...conditions)).orderBy(desc(companies.id)).limit(limit).offset(offset);
}

const counting = (db: Conn, conditions: SQL[]) => db.select({ total: count() }).from(companies).where(and(...conditions));

export async function companyCount(db: Conn, conditions: SQL[]): Promise<number> {
  const [row] = await counting(db, conditions);
  return row?.total ?? 0;
}

/** A page of the filtered companies and their count, in one statement. */
export function countedCompanyPage(db: Conn, conditions: SQL[], limit: number, offset: number) {
  const counted = counting(db, conditions);
  return paged({ offset, limit }, counted, (total) =>
    db.select({ ...companyColumns, ...total }).from(companies).where(and(...conditions)).orderBy(desc(companies.id)));
}

/** Whether the caller has companies allotted in the park at all. */
export async function hasAllotments(db: Conn, parkId: number, callerId: number): Promise<boolean> {
  const [row] = await allottedTo(db, parkId, callerId).limit(1);
  return Boolean(row);
}

/** The rooms the page's companies hold now, with their building and floor (index rooms_company_idx). */
export function roomsOf(db: Conn, companyIds: number[]) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .select({
      companyId: sql<number>`${rooms.companyId}`,
      id: rooms.id,
      name: rooms.name,
      areaSqm: rooms.areaSqm,
      floorId: rooms.floorId,
      floorName: floors.name,
      buildingId: floors.buildingId,
      buildingName: buildings.name,
    })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(inArray(rooms.companyId, companyIds))
    .orderBy(asc(buildings.number), asc(floors.number), asc(rooms.number));
}

/** The manager each of the page's companies is allotted to (index manager_allotments_target_key). */
export function managersOf(db: Conn, parkId: number, companyIds: number[]) {
  if (!companyIds.length) return Promise.resolve([]);
  return db
    .select({ companyId: managerAllotments.targetId, managerId: managerAllotments.managerId, managerName: sql<string>`coalesce(${users.nickname}, ${users.username})` })
    .from(managerAllotments)
    .innerJoin(users, eq(users.id, managerAllotments.managerId))
    .where(and(eq(managerAllotments.parkId, parkId), eq(managerAllotments.kind, 'company'), inArray(managerAllotments.targetId, companyIds)));
}
