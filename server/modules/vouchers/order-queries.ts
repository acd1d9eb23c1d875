import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { VoucherOrderListQuery } from '@contract/schemas/voucher-orders';
import { companies, mechanisms, orders, voucherBatches, voucherOrders, vouchers } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { paged, pageWindow, type PageTotal } from '../../lib/paging';

const columns = {
  order: orders,
  side: voucherOrders,
  batchName: voucherBatches.name,
  faceValue: vouchers.faceValue,
  settlementWindows: voucherBatches.settlementWindows,
  companyName: companies.name,
  mechanismName: mechanisms.name,
};

// The page carries its total (withTotal); a single order does not.
const joined = (conn: Conn, total: Partial<PageTotal> = {}) =>
  conn
    .select({ ...columns, ...total })
    .from(voucherOrders)
    .innerJoin(orders, eq(orders.id, voucherOrders.orderId))
    .innerJoin(vouchers, eq(vouchers.id, voucherOrders.voucherId))
    .innerJoin(voucherBatches, eq(voucherBatches.id, voucherOrders.batchId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(mechanisms, eq(mechanisms.id, voucherOrders.mechanismId));

export type VoucherOrderRow = NonNullable<Awaited<ReturnType<typeof findVoucherOrder>>>;

export async function findVoucherOrder(conn: Conn, orderId: number) {
  const [row] = await joined(conn).where(eq(voucherOrders.orderId, orderId));
  return row ?? null;
}

export interface VoucherOrderScope {
  companyId?: number;
  mechanismId?: number;
  parkId?: number;
  batchId?: number;
}

/** One page of voucher orders in the scope, newest first. */
export function listVoucherOrders(conn: Conn, scope: VoucherOrderScope, query: VoucherOrderListQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(orders.kind, 'voucher'),
    scope.companyId === undefined ? undefined : eq(orders.companyId, scope.companyId),
    scope.mechanismId === undefined ? undefined : eq(voucherOrders.mechanismId, scope.mechanismId),
    scope.parkId === undefined ? undefined : eq(orders.parkId, scope.parkId),
    scope.batchId === undefined ? undefined : eq(voucherOrders.batchId, scope.batchId),
    query.voucherId ? eq(voucherOrders.voucherId, query.voucherId) : undefined,
    query.unconfirmed ? eq(orders.state, 'delivered') : query.state ? eq(orders.state, query.state) : undefined,
  ];
  const where = and(...conditions);
  const counted = conn.select({ total: count() }).from(voucherOrders).innerJoin(orders, eq(orders.id, voucherOrders.orderId)).where(where);
  return paged(pageWindow(query), counted, (total) => joined(conn, total).where(where).orderBy(desc(voucherOrders.orderId)));
}

export async function insertVoucherOrder(tx: Conn, values: typeof voucherOrders.$inferInsert): Promise<void> {
  await tx.insert(voucherOrders).values(values);
}

export async function updateVoucherOrder(tx: Conn, orderId: number, change: Partial<typeof voucherOrders.$inferInsert>): Promise<void> {
  await tx.update(voucherOrders).set(change).where(eq(voucherOrders.orderId, orderId));
}

/** The voucher a company spends, with the batch facts the spend is checked against. */
export async function voucherToSpend(conn: Conn, voucherId: number) {
  const [row] = await conn
    .select({
      id: vouchers.id,
      companyId: vouchers.companyId,
      state: vouchers.state,
      version: vouchers.version,
      faceValue: vouchers.faceValue,
      expiresOn: vouchers.expiresOn,
      batchId: vouchers.batchId,
      parkId: voucherBatches.parkId,
      batchName: voucherBatches.name,
      serviceTypes: voucherBatches.serviceTypes,
    })
    .from(vouchers)
    .innerJoin(voucherBatches, eq(voucherBatches.id, vouchers.batchId))
    .where(eq(vouchers.id, voucherId));
  return row ?? null;
}

export async function companyContact(conn: Conn, companyId: number) {
  const [row] = await conn.select({ contact: companies.contact, phone: companies.phone, name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** A voucher's stored state and version now (the conditional updates compare with them). */
export async function voucherNow(conn: Conn, voucherId: number) {
  const [row] = await conn.select({ id: vouchers.id, state: vouchers.state, version: vouchers.version }).from(vouchers).where(eq(vouchers.id, voucherId));
  return row ?? null;
}

