import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATES } from '@contract/order-states';
import type { ParkOrderListQuery } from '@contract/schemas/orders';
import { companies, contentItems, mechanisms, orderEvents, orderServiceLevels, orders } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, countWhenRead, pageOf, pageWindow, withTotal } from '../../lib/paging';
import { compiledPerShape, placeholdersOf, shapeOfValues, type Bound } from '../../lib/statement-shapes';
import type { StatefulTable } from '../../lib/transition';

export type OrderInsert = typeof orders.$inferInsert;
export type OrderRecord = typeof orders.$inferSelect;
export type OrderChange = Partial<Omit<OrderInsert, 'id' | 'version'>>;

export async function insertOrder(tx: Conn, values: OrderInsert): Promise<OrderRecord> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order not created');
  return row;
}

export async function findOrder(conn: Conn, id: number): Promise<OrderRecord | null> {
  const [row] = await conn.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The orders table as its machine's rows (server/lib/transition.ts). */
export const ORDER_ROWS: StatefulTable<typeof orders> = { table: orders, key: 'id', state: 'state', version: 'version', touched: 'updatedAt' };

export async function insertEvent(tx: Conn, values: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(values);
}

// The history as an order's detail shows it: the park is the order's own.
const { parkId: _park, ...eventColumns } = getTableColumns(orderEvents);

export function eventsOf(conn: Conn, orderId: number) {
  return conn.select(eventColumns).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

// Open and past the target of its park and type: no first response in time, or not delivered in time.
const WORKING = sql`${orders.state} in ('submitted', 'assigned', 'accepted', 'inService')`;
/** Whether an order is past its park's service level (needs `levelJoin`: the home reads it too). */
export const overdueSql = sql<boolean>`coalesce(${WORKING} and (
  (${orders.firstResponseAt} is null and now() > ${orders.createdAt} + ${orderServiceLevels.responseHours} * interval '1 hour')
  or now() > ${orders.createdAt} + ${orderServiceLevels.completeDays} * interval '1 day'), false)`;
export const levelJoin = and(eq(orderServiceLevels.parkId, orders.parkId), eq(orderServiceLevels.serviceType, orders.serviceType));

// What a list row shows of an order (view.ts rowView): the list reads only these columns, not the request's text, its
// files or the later timestamps that only the detail shows (fewer values to send, parse and map per row).
const LIST_KEYS = ['id', 'parkId', 'kind', 'subjectTitle', 'serviceType', 'mechanismId', 'companyId', 'state', 'contact', 'phone', 'expectedDate', 'amountFen', 'rating', 'createdAt', 'version'] as const;
export type OrderListRecord = Pick<OrderRecord, (typeof LIST_KEYS)[number]>;
const listColumns = Object.fromEntries(LIST_KEYS.map((key) => [key, orders[key]])) as { [K in (typeof LIST_KEYS)[number]]: (typeof orders)[K] };

const rowColumns = {
  order: listColumns,
  companyName: companies.name,
  mechanismName: mechanisms.name,
  overdue: overdueSql,
};

export interface ListScope {
  parkId?: number;
  companyId?: number;
  mechanismId?: number;
}

/** What an order list compares, worked out from its scope and filters: only those it has. */
type OrderFilterValues = {
  parkId?: number;
  companyId?: number;
  scopeMechanismId?: number;
  state?: NonNullable<ParkOrderListQuery['state']>;
  kind?: NonNullable<ParkOrderListQuery['kind']>;
  mechanismId?: number;
  startDate?: string;
  endDate?: string;
  companyName?: string;
};

function orderFilterValues(scope: ListScope, query: Partial<ParkOrderListQuery>): OrderFilterValues {
  const values: OrderFilterValues = {};
  if (scope.parkId !== undefined) values.parkId = scope.parkId;
  if (scope.companyId !== undefined) values.companyId = scope.companyId;
  if (scope.mechanismId !== undefined) values.scopeMechanismId = scope.mechanismId;
  if (query.state) values.state = query.state;
  if (query.kind) values.kind = query.kind;
  if (query.mechanismId) values.mechanismId = query.mechanismId;
  if (query.startDate) values.startDate = query.startDate;
  if (query.endDate) values.endDate = query.endDate;
  if (query.companyName?.trim()) values.companyName = `%${escapeLike(query.companyName.trim())}%`;
  return values;
}

type Provider = ParkOrderListQuery['provider'];

// `filter` holds the values themselves, or placeholders for them in a statement compiled once (compiledPerShape); the
// provider asks for a null or a present agency, so it is part of the statement's text.
function filtersOf(filter: Bound<OrderFilterValues>, provider?: Provider): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.parkId === undefined ? undefined : eq(orders.parkId, filter.parkId),
    filter.companyId === undefined ? undefined : eq(orders.companyId, filter.companyId),
    filter.scopeMechanismId === undefined ? undefined : eq(orders.mechanismId, filter.scopeMechanismId),
    filter.state === undefined ? undefined : eq(orders.state, filter.state),
    filter.kind === undefined ? undefined : eq(orders.kind, filter.kind),
    provider === 'park' ? isNull(orders.mechanismId) : provider === 'agency' ? isNotNull(orders.mechanismId) : undefined,
    filter.mechanismId === undefined ? undefined : eq(orders.mechanismId, filter.mechanismId),
    filter.startDate === undefined ? undefined : gte(orders.createdAt, sql`${filter.startDate}::date`),
    filter.endDate === undefined ? undefined : lt(orders.createdAt, sql`${filter.endDate}::date + 1`),
    filter.companyName === undefined ? undefined : ilike(companies.name, filter.companyName),
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const scopeOf = ({ parkId, companyId, scopeMechanismId }: Bound<OrderFilterValues>): Bound<OrderFilterValues> => ({ parkId, companyId, scopeMechanismId });

const overdueOf = (conn: Conn, filter: Bound<OrderFilterValues>) =>
  conn.select({ n: count() }).from(orders).innerJoin(orderServiceLevels, levelJoin).where(and(filtersOf(scopeOf(filter)), WORKING, overdueSql));

const countedOf = (conn: Conn, filter: Bound<OrderFilterValues>, provider?: Provider) =>
  filter.companyName !== undefined
    ? conn.select({ total: count() }).from(orders).innerJoin(companies, eq(companies.id, orders.companyId)).where(filtersOf(filter, provider))
    : countOf(conn, orders, filtersOf(filter, provider));

type PageValues = OrderFilterValues & { limit: number; offset: number };

interface PageShape {
  values: PageValues;
  provider?: Provider;
  withOverdue: boolean;
}

const shapeOf = ({ values, provider, withOverdue }: PageShape) => `${shapeOfValues(values)} ${provider ?? ''} ${withOverdue ? 'overdue' : ''}`;

// A page of orders, newest first, with its total and, when asked, the scope's overdue count, in one statement.
const orderPages = compiledPerShape(shapeOf, (conn: Conn, { values, provider, withOverdue }: PageShape) => {
  const bound = placeholdersOf(values);
  const overdueTotal = withOverdue ? sql<number>`(${overdueOf(conn, bound)})`.mapWith(Number) : sql<number>`0`;
  const { pageTotal } = withTotal(countedOf(conn, bound, provider));
  return conn
    .select({ ...rowColumns, pageTotal, overdueTotal })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(mechanisms, eq(mechanisms.id, orders.mechanismId))
    .leftJoin(orderServiceLevels, levelJoin)
    .where(filtersOf(bound, provider))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(bound.limit)
    .offset(bound.offset);
});

/**
 * One page of orders, newest first, within the scope (a park, a company or an agency) and the filters; each row
 * carries the scope's overdue count when `withOverdue` (0 otherwise), read in the same statement as the page.
 */
export function listOrders(conn: Conn, scope: ListScope, query: Partial<ParkOrderListQuery>, withOverdue: boolean) {
  const filter = orderFilterValues(scope, query);
  const values: PageValues = { ...filter, ...pageWindow(query) };
  const counted = countWhenRead(() => countedOf(conn, filter, query.provider));
  return pageOf(orderPages(conn, { values, provider: query.provider, withOverdue }).execute(values), counted, values.offset);
}

export async function orderNames(conn: Conn, order: OrderRecord) {
  const [company] = await conn.select({ name: companies.name }).from(companies).where(eq(companies.id, order.companyId));
  const [mechanism] = order.mechanismId === null ? [] : await conn.select({ name: mechanisms.name }).from(mechanisms).where(eq(mechanisms.id, order.mechanismId));
  return { companyName: company?.name ?? '', mechanismName: mechanism?.name ?? null };
}

/** Open load and rating of each agency: what the assignment dialog shows beside a candidate. */
export async function agencyStanding(conn: Conn, mechanismIds: number[]) {
  if (mechanismIds.length === 0) return [];
  return conn
    .select({
      mechanismId: orders.mechanismId,
      openLoad: sql<number>`(count(*) filter (where ${inArray(orders.state, [...OPEN_STATES])}))::int`,
      rating: sql<string | null>`round(avg(${orders.rating}), 1)`,
      ratedCount: sql<number>`count(${orders.rating})::int`,
    })
    .from(orders)
    .where(inArray(orders.mechanismId, mechanismIds))
    .groupBy(orders.mechanismId);
}

export function mechanismContacts(conn: Conn, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return conn.select({ id: mechanisms.id, contact: mechanisms.contact, phone: mechanisms.phone, frozen: mechanisms.frozen }).from(mechanisms).where(inArray(mechanisms.id, ids));
}

export async function findCompany(conn: Conn, id: number) {
  const [row] = await conn.select({ id: companies.id, parkId: companies.parkId, name: companies.name, contact: companies.contact, phone: companies.phone, state: companies.state }).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

/** A published item of the park's own content (a service product or a policy). */
export async function findPublished(conn: Conn, parkId: number, type: 'service' | 'policy', id: number) {
  const [row] = await conn
    .select({ id: contentItems.id, title: contentItems.title, extra: contentItems.extra })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.parkId, parkId), eq(contentItems.type, type), sql`${contentItems.state} = 'on' and ${contentItems.publishAt} <= now()`));
  return row ?? null;
}

export function publishedOptions(conn: Conn, parkId: number, type: 'service' | 'policy') {
  return conn
    .select({ id: contentItems.id, title: contentItems.title, extra: contentItems.extra })
    .from(contentItems)
    .where(and(eq(contentItems.parkId, parkId), eq(contentItems.type, type), sql`${contentItems.state} = 'on' and ${contentItems.publishAt} <= now()`))
    .orderBy(desc(contentItems.pinned), sql`${contentItems.publishAt} desc nulls last`, desc(contentItems.id))
    .limit(200);
}

/** How many open orders of the scope are overdue (counted on the operator's and the agency's lists). */
export async function countOverdue(conn: Conn, scope: ListScope): Promise<number> {
  const [row] = await overdueOf(conn, orderFilterValues(scope, {}));
  return row?.n ?? 0;
}

export async function isOverdue(conn: Conn, id: number): Promise<boolean> {
  const [row] = await conn.select({ overdue: overdueSql }).from(orders).leftJoin(orderServiceLevels, levelJoin).where(eq(orders.id, id));
  return row?.overdue ?? false;
}

export function serviceLevelsOf(conn: Conn, parkId: number) {
  return conn.select().from(orderServiceLevels).where(eq(orderServiceLevels.parkId, parkId));
}

export async function upsertServiceLevel(conn: Conn, values: typeof orderServiceLevels.$inferInsert) {
  const [before] = await conn.select().from(orderServiceLevels).where(and(eq(orderServiceLevels.parkId, values.parkId), eq(orderServiceLevels.serviceType, values.serviceType)));
  await conn
    .insert(orderServiceLevels)
    .values(values)
    .onConflictDoUpdate({ target: [orderServiceLevels.parkId, orderServiceLevels.serviceType], set: { responseHours: values.responseHours, completeDays: values.completeDays, updatedAt: new Date() } });
  return before ?? null;
}
