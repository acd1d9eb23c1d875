import { and, arrayOverlaps, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchFields, BatchListQuery } from '@contract/schemas/vouchers';
import { agencyProfiles, voucherBatches, vouchers } from '../../db/schema';
import { escapeLike, type Conn } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';
import { isoTime } from '../../lib/sql-time';


const batchColumns = {
  id: voucherBatches.id,
  parkId: voucherBatches.parkId,
  name: voucherBatches.name,
  funder: voucherBatches.funder,
  budget: voucherBatches.budget,
  faceValue: voucherBatches.faceValue,
  quota: voucherBatches.quota,
  serviceTypes: voucherBatches.serviceTypes,
  applyStart: voucherBatches.applyStart,
  applyEnd: voucherBatches.applyEnd,
  expiresOn: voucherBatches.expiresOn,
  settlementWindows: voucherBatches.settlementWindows,
  issued: voucherBatches.issued,
  version: voucherBatches.version,
  createdAt: isoTime(voucherBatches.createdAt),
};

export async function findBatch(db: Conn, id: number) {
  const [row] = await db.select(batchColumns).from(voucherBatches).where(eq(voucherBatches.id, id));
  return row ?? null;
}
export type BatchRecord = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

// What each listed batch has committed and redeemed, summed in the page's statement (index vouchers_ledger_idx).
// Written out: drizzle leaves a lone table's columns unqualified, which inside the subquery would name the voucher's.
const ledgerColumns = {
  committed: sql<number>`(select coalesce(sum(v.face_value), 0) from ${vouchers} v where v.batch_id = voucher_batches.id and v.state = 'committed')`.mapWith(Number),
  redeemed: sql<number>`(select coalesce(sum(v.redeemed), 0) from ${vouchers} v where v.batch_id = voucher_batches.id and v.state = 'used')`.mapWith(Number),
};

/** A page of batches with their ledger, newest first. */
const batchPage = (db: Conn, where: SQL | undefined, page: PageRequest) =>
  paged(pageWindow(page), countOf(db, voucherBatches, where), (total) =>
    db.select({ ...batchColumns, ledger: ledgerColumns, ...total }).from(voucherBatches).where(where).orderBy(desc(voucherBatches.id)));

export function listBatches(db: Conn, parkId: number, query: BatchListQuery) {
  const where = and(eq(voucherBatches.parkId, parkId), query.name ? ilike(voucherBatches.name, `%${escapeLike(query.name)}%`) : undefined);
  return batchPage(db, where, query);
}

export async function insertBatch(tx: Conn, parkId: number, createdBy: number, fields: BatchFields): Promise<number> {
  const [row] = await tx.insert(voucherBatches).values({ parkId, createdBy, ...fields }).returning({ id: voucherBatches.id });
  if (!row) throw new Error('batch not created');
  return row.id;
}

export async function updateBatch(tx: Conn, from: { id: number; version: number }, fields: BatchFields) {
  const [row] = await tx
    .update(voucherBatches)
    .set({ ...fields, version: from.version + 1 })
    .where(and(eq(voucherBatches.id, from.id), eq(voucherBatches.version, from.version), sql`${voucherBatches.issued} <= ${fields.budget}`))
    .returning({ id: voucherBatches.id });
  return row ?? null;
}

/** The budget counter: lands only while the budget covers `amount`, so no voucher is issued past it. */
export async function reserveBudget(tx: Conn, batchId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(voucherBatches)
    .set({ issued: sql`${voucherBatches.issued} + ${amount}` })
    .where(and(eq(voucherBatches.id, batchId), sql`${voucherBatches.issued} + ${amount} <= ${voucherBatches.budget}`))
    .returning({ id: voucherBatches.id });
  return rows.length === 1;
}

export async function releaseBudget(tx: Conn, batchId: number, amount: number): Promise<void> {
  await tx.update(voucherBatches).set({ issued: sql`${voucherBatches.issued} - ${amount}` }).where(eq(voucherBatches.id, batchId));
}

export async function moveExpiry(tx: Conn, batchId: number, expiresOn: string): Promise<void> {
  await tx.update(vouchers).set({ expiresOn }).where(eq(vouchers.batchId, batchId));
}

/** Committed and redeemed per batch, summed by the database from the ledger index. */
export async function ledgerSums(db: Conn, batchIds: number[]) {
  if (batchIds.length === 0) return new Map<number, { committed: number; redeemed: number }>();
  const rows = await db
    .select({
      batchId: vouchers.batchId,
      committed: sql<string>`coalesce(sum(${vouchers.faceValue}) filter (where ${vouchers.state} = 'committed'), 0)`,
      redeemed: sql<string>`coalesce(sum(${vouchers.redeemed}) filter (where ${vouchers.state} = 'used'), 0)`,
    })
    .from(vouchers)
    .where(and(inArray(vouchers.batchId, batchIds), inArray(vouchers.state, ['committed', 'used'])))
    .groupBy(vouchers.batchId);
  return new Map(rows.map((r) => [r.batchId, { committed: Number(r.committed), redeemed: Number(r.redeemed) }]));
}

/** Per day: the change to what is issued (issues less recalls) and what was redeemed; a few rows per batch-day. */
export async function ledgerDays(db: Conn, batchId: number) {
  const result = await db.execute(sql`
    select day::text as day, sum(issued)::bigint as issued, sum(redeemed)::bigint as redeemed from (
      select (issued_at at time zone 'UTC')::date as day, face_value as issued, 0 as redeemed from vouchers where batch_id = ${batchId}
      union all
      select (recalled_at at time zone 'UTC')::date, -face_value, 0 from vouchers where batch_id = ${batchId} and state = 'recalled'
      union all
      select (used_at at time zone 'UTC')::date, 0, redeemed from vouchers where batch_id = ${batchId} and state = 'used'
    ) as moves group by day order by day`);
  return (result.rows as { day: string | null; issued: string; redeemed: string }[]).map((r) => ({ day: r.day, issued: Number(r.issued), redeemed: Number(r.redeemed) }));
}

export async function agencyServiceTypes(db: Conn, mechanismId: number): Promise<string[]> {
  const [row] = await db.select({ types: agencyProfiles.serviceTypes }).from(agencyProfiles).where(eq(agencyProfiles.mechanismId, mechanismId));
  return row?.types ?? [];
}

/** Batches not yet expired that pay for any of `types`, in every park (agencies are platform-wide). */
export function batchesPaying(db: Conn, types: string[], today: string, page: { pageNum?: number; pageSize?: number }) {
  const where = and(arrayOverlaps(voucherBatches.serviceTypes, types), sql`${voucherBatches.expiresOn} >= ${today}`);
  return batchPage(db, where, page);
}
