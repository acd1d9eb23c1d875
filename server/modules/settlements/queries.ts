import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GATHERING_STATES, settlementMachine, type SettlementState } from '@contract/settlement-states';
import { companies, mechanisms, orders, parks, settlementOrders, settlements } from '../../db/schema';
import type { Conn } from '../../lib/db';
import type { StatefulTable } from '../../lib/transition';
import { countOf, paged, pageWindow, type PageTotal } from '../../lib/paging';

export type SettlementRecord = typeof settlements.$inferSelect;
export type SettlementChange = Partial<Omit<typeof settlements.$inferInsert, 'id' | 'version'>>;

const rowColumns = { settlement: settlements, parkName: parks.name, mechanismName: mechanisms.name };

export interface SettlementScope {
  parkId?: number;
  mechanismId?: number;
  state?: SettlementState;
}

function whereOf(scope: SettlementScope): SQL | undefined {
  return and(
    scope.parkId === undefined ? undefined : eq(settlements.parkId, scope.parkId),
    scope.mechanismId === undefined ? undefined : eq(settlements.mechanismId, scope.mechanismId),
    scope.state === undefined ? undefined : eq(settlements.state, scope.state),
  );
}

// A page carries its total (withTotal); a single statement does not.
const joined = (conn: Conn, total: Partial<PageTotal> = {}) =>
  conn
    .select({ ...rowColumns, ...total })
    .from(settlements)
    .innerJoin(parks, eq(parks.id, settlements.parkId))
    .innerJoin(mechanisms, eq(mechanisms.id, settlements.mechanismId));

/** One page of statements, newest month first. */
export function listSettlements(conn: Conn, scope: SettlementScope, paging: { pageNum?: number; pageSize?: number }) {
  const where = whereOf(scope);
  return paged(pageWindow(paging), countOf(conn, settlements, where), (total) =>
    joined(conn, total).where(where).orderBy(desc(settlements.month), desc(settlements.id)));
}

export async function findSettlement(conn: Conn, id: number) {
  const [row] = await joined(conn).where(eq(settlements.id, id));
  return row ?? null;
}

export function ordersOf(conn: Conn, settlementId: number) {
  return conn
    .select({ id: orders.id, subjectTitle: orders.subjectTitle, companyName: companies.name, amountFen: settlementOrders.amountFen, completedAt: orders.completedAt })
    .from(settlementOrders)
    .innerJoin(orders, eq(orders.id, settlementOrders.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(settlementOrders.settlementId, settlementId))
    .orderBy(asc(orders.completedAt), asc(orders.id));
}

/** The settlements table as its machine's rows (server/lib/transition.ts). */
export const SETTLEMENT_ROWS: StatefulTable<typeof settlements> = { table: settlements, key: 'id', state: 'state', version: 'version', touched: 'updatedAt' };

/**
 * Puts a completed cash order into its agency's statement of the month (made on first use), raising the statement's
 * amount and count in the same statement; an order already in a statement is left where it is.
 */
export async function addToStatement(tx: Conn, order: { id: number; parkId: number; mechanismId: number; amountFen: number }, month: string) {
  await tx.insert(settlements).values({ parkId: order.parkId, mechanismId: order.mechanismId, month, state: settlementMachine.initial('gather', 'platform') }).onConflictDoNothing();
  const [statement] = await tx
    .select()
    .from(settlements)
    .where(and(eq(settlements.mechanismId, order.mechanismId), eq(settlements.parkId, order.parkId), eq(settlements.month, month), inArray(settlements.state, [...GATHERING_STATES])))
    .for('update');
  if (!statement) return null;
  const added = await tx.insert(settlementOrders).values({ settlementId: statement.id, parkId: statement.parkId, orderId: order.id, amountFen: order.amountFen }).onConflictDoNothing().returning();
  if (added.length === 0) return null;
  await tx
    .update(settlements)
    .set({ amountFen: sql`${settlements.amountFen} + ${order.amountFen}`, orderCount: sql`${settlements.orderCount} + 1`, version: sql`${settlements.version} + 1`, updatedAt: new Date() })
    .where(eq(settlements.id, statement.id));
  return statement;
}
