import { and, count, desc, eq, ilike, inArray, isNull, notInArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COMPANY_STATES, type CompanyStateKey } from '@contract/company-states';
import type { TenancyRoom } from '@contract/schemas/tenancy';
import { buildings, companies, floors, managerAllotments, rooms, users } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { compiledPerShape, placeholdersOf, shapeOfValues, type Bound } from '../../lib/statement-shapes';
import { countWhenRead, pageOf, withTotal } from '../../lib/paging';
import { pendingRecordsJson, type PendingRecord } from '../enterprise';
import { profileFormJson, type ProfileFormField } from '../enterprise-fields';

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
const allottedTo = (db: Conn, parkId: number | Placeholder, managerId: number | Placeholder) =>
  db.select({ id: managerAllotments.targetId }).from(managerAllotments)
    .where(and(eq(managerAllotments.managerId, managerId), eq(managerAllotments.kind, 'company'), eq(managerAllotments.parkId, parkId)));

/** What a company filter compares, worked out from the request: only the filters it has. */
export type CompanyFilterValues = {
  parkId: number;
  name?: string;
  industry?: string;
  creditCode?: string;
  // A state's code; null for the state without one (then the statement asks for null, it takes no value).
  state?: number | null;
  buildingId?: number;
  managerId?: number;
};

export function companyFilterValues(filter: CompanyFilter): CompanyFilterValues {
  const values: CompanyFilterValues = { parkId: filter.parkId };
  if (filter.name) values.name = `%${escapeLike(filter.name)}%`;
  if (filter.industry) values.industry = `%${escapeLike(filter.industry)}%`;
  // The whole code, as the record holds it (index companies_credit_code_idx).
  if (filter.creditCode?.trim()) values.creditCode = filter.creditCode.trim().toUpperCase();
  if (filter.state) values.state = COMPANY_STATES[filter.state].code;
  if (filter.buildingId !== undefined) values.buildingId = filter.buildingId;
  if (filter.managerId !== undefined) values.managerId = filter.managerId;
  return values;
}

// Every filter keeps to the park's companies (index on park, id, or park, state, id); the building reaches its
// companies through its floors' rooms (indexes on floors.building_id and rooms.floor_id). `filter` holds the values
// themselves, or placeholders for them in a statement compiled once (compiledPerShape).
function filterConditions(db: Conn, filter: Bound<CompanyFilterValues>): SQL[] {
  const conditions: SQL[] = [eq(companies.parkId, filter.parkId)];
  if (filter.name !== undefined) conditions.push(ilike(companies.name, filter.name));
  if (filter.industry !== undefined) conditions.push(ilike(companies.industry, filter.industry));
  if (filter.creditCode !== undefined) conditions.push(eq(companies.creditCode, filter.creditCode));
  if (filter.state !== undefined) conditions.push(filter.state === null ? isNull(companies.state) : eq(companies.state, filter.state));
  if (filter.buildingId !== undefined) {
    const buildingFloors = db.select({ id: floors.id }).from(floors).where(eq(floors.buildingId, filter.buildingId));
    const occupants = db.select({ id: sql<number>`${rooms.companyId}` }).from(rooms).where(inArray(rooms.floorId, buildingFloors));
    conditions.push(inArray(companies.id, occupants));
  }
  if (filter.managerId !== undefined) conditions.push(inArray(companies.id, allottedTo(db, filter.parkId, filter.managerId)));
  return conditions;
}

export function companyWhere(db: Conn, filter: CompanyFilter): SQL[] {
  return filterConditions(db, companyFilterValues(filter));
}

/** The caller's own companies (`mine: true`) or the others (`mine: false`) among the filtered ones. */
export function mineCondition(db: Conn, parkId: number | Placeholder, callerId: number | Placeholder, mine: boolean): SQL {
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

const counting = (db: Conn, conditions: SQL[]) => db.select({ total: count() }).from(companies).where(and(...conditions));

// The place of a company in the mine-first order: the caller's own companies, then the others.
const MINE_FIRST = sql<number>`0`.as('tag');
const OTHERS_AFTER = sql<number>`1`.as('tag');

// One part of the order, newest first: read backwards along the park's index and cut where the page ends, so the
// park is never sorted whole.
const newestFirst = (db: Conn, conditions: SQL[], tag: typeof MINE_FIRST, upTo: number | Placeholder) =>
  db.select({ company: companyColumns, tag }).from(companies).where(and(...conditions)).orderBy(desc(companies.id)).limit(upTo);

// The rooms a company holds now, by building, floor and room number (index rooms_company_idx), as one JSON array
// (null when none); `company` is the page's company id.
const heldRooms = (db: Conn, company: SQLWrapper) =>
  db
    .select({
      rooms: sql<TenancyRoom[] | null>`json_agg(json_build_object('id', ${rooms.id}, 'name', ${rooms.name}, 'areaSqm', ${rooms.areaSqm},
        'floorId', ${rooms.floorId}, 'floorName', ${floors.name}, 'buildingId', ${floors.buildingId}, 'buildingName', ${buildings.name})
        order by ${buildings.number}, ${floors.number}, ${rooms.number})`,
    })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(eq(rooms.companyId, company));

export interface ListWindow {
  callerId: number;
  /** Only the caller's own companies; otherwise theirs first, then the others. */
  mineOnly: boolean;
  limit: number;
  offset: number;
}

type PageValues = CompanyFilterValues & Pick<ListWindow, 'callerId' | 'limit' | 'offset'> & { upTo: number };

interface PageShape {
  values: PageValues;
  mineOnly: boolean;
}

// Which filters a page has decides its statement's text; their values do not (the null state asks for IS NULL).
const shapeOf = ({ values, mineOnly }: PageShape) => `${mineOnly ? 'mine' : 'all'} ${shapeOfValues(values)}`;

/**
 * A page of the filtered companies with everything a row shows, and their count, in one statement. The page is cut
 * first (the caller's companies, then the others: two index-ordered reads each cut at the page's end, merged by
 * their tag), then each of its rows reads its rooms, its manager (index manager_allotments_target_key) and, only
 * when a change waits for audit, its pending records and the park's profile fields (read once, an InitPlan).
 */
const companyPages = compiledPerShape(shapeOf, (db: Conn, { values, mineOnly }: PageShape) => {
  const bound = placeholdersOf(values);
  const filter = filterConditions(db, bound);
  const mine = [...filter, mineCondition(db, bound.parkId, bound.callerId, true)];
  const page = mineOnly
    ? newestFirst(db, mine, MINE_FIRST, bound.limit).offset(bound.offset).as('page')
    : newestFirst(db, mine, MINE_FIRST, bound.upTo)
      .unionAll(newestFirst(db, [...filter, mineCondition(db, bound.parkId, bound.callerId, false)], OTHERS_AFTER, bound.upTo))
      .orderBy(sql`tag`, desc(companies.id))
      .limit(bound.limit)
      .offset(bound.offset)
      .as('page');
  return db
    .select({
      company: page.company,
      rooms: sql<TenancyRoom[] | null>`(${heldRooms(db, page.company.id)})`,
      managerId: managerAllotments.managerId,
      managerName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
      records: sql<PendingRecord[] | null>`case when ${page.company.changePending} then (${pendingRecordsJson(db, page.company.id)}) end`,
      form: sql<ProfileFormField[] | null>`case when ${page.company.changePending} then (${profileFormJson(db, bound.parkId)}) end`,
      ...withTotal(counting(db, mineOnly ? mine : filter)),
    })
    .from(page)
    .leftJoin(managerAllotments, and(eq(managerAllotments.parkId, bound.parkId), eq(managerAllotments.kind, 'company'), eq(managerAllotments.targetId, page.company.id)))
    .leftJoin(users, eq(users.id, managerAllotments.managerId))
    .orderBy(page.tag, desc(page.company.id));
});

/** A page of the companies `filter` keeps, and their count (see companyPages). */
export function companyListPage(db: Conn, filter: CompanyFilterValues, { callerId, mineOnly, limit, offset }: ListWindow) {
  const values: PageValues = { ...filter, callerId, limit, offset, upTo: offset + limit };
  const counted = countWhenRead(() => {
    const where = filterConditions(db, filter);
    return counting(db, mineOnly ? [...where, mineCondition(db, filter.parkId, callerId, true)] : where);
  });
  return pageOf(companyPages(db, { values, mineOnly }).execute(values), counted, offset);
}
