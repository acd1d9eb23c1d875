import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { voucherMachine, type ApplicationState, type VoucherState } from '@contract/vouchers';
import { companies, voucherApplications, voucherBatches, vouchers } from '../../db/schema';
import type { Conn } from '../../lib/db';
import type { StatefulTable } from '../../lib/transition';
import { countOf, paged, pageWindow, type PageRequest, type PageTotal } from '../../lib/paging';
import { isoTime, isoTimeOrNull } from '../../lib/sql-time';


const applicationColumns = {
  id: voucherApplications.id,
  batchId: voucherApplications.batchId,
  batchName: voucherBatches.name,
  parkId: voucherBatches.parkId,
  companyId: voucherApplications.companyId,
  companyName: companies.name,
  quantity: voucherApplications.quantity,
  state: sql<ApplicationState>`${voucherApplications.state}`,
  reason: voucherApplications.reason,
  submittedAt: isoTime(voucherApplications.submittedAt),
  reviewedAt: isoTimeOrNull(voucherApplications.reviewedAt),
};

// A page carries its total (withTotal); a single application does not.
const applicationsJoined = (db: Conn, total: Partial<PageTotal> = {}) =>
  db
    .select({ ...applicationColumns, ...total })
    .from(voucherApplications)
    .innerJoin(voucherBatches, eq(voucherBatches.id, voucherApplications.batchId))
    .innerJoin(companies, eq(companies.id, voucherApplications.companyId));

const applicationPage = (db: Conn, where: SQL | undefined, page: PageRequest) =>
  paged(pageWindow(page), countOf(db, voucherApplications, where), (total) =>
    applicationsJoined(db, total).where(where).orderBy(desc(voucherApplications.id)));

export const batchApplications = (db: Conn, batchId: number, state: ApplicationState | undefined, page: PageRequest) =>
  applicationPage(db, and(eq(voucherApplications.batchId, batchId), state ? eq(voucherApplications.state, state) : undefined), page);

export const companyApplications = (db: Conn, companyId: number, page: PageRequest) =>
  applicationPage(db, eq(voucherApplications.companyId, companyId), page);

export async function findApplication(db: Conn, id: number) {
  const [row] = await applicationsJoined(db).where(eq(voucherApplications.id, id));
  return row ?? null;
}

/** The conditional update of an application's review: lands only on one still waiting. */
export async function reviewApplication(tx: Conn, id: number, to: ApplicationState, reason: string | null): Promise<boolean> {
  const rows = await tx
    .update(voucherApplications)
    .set({ state: to, reason, reviewedAt: new Date() })
    .where(and(eq(voucherApplications.id, id), eq(voucherApplications.state, 'submitted')))
    .returning({ id: voucherApplications.id });
  return rows.length === 1;
}

export async function insertApplication(tx: Conn, values: { batchId: number; parkId: number; companyId: number; quantity: number }): Promise<number> {
  const [row] = await tx.insert(voucherApplications).values(values).returning({ id: voucherApplications.id });
  if (!row) throw new Error('application not created');
  return row.id;
}

/** Vouchers the company holds or waits for in a batch (applications waiting or passed). */
export async function heldByCompany(db: Conn, companyId: number, batchIds: number[]): Promise<Map<number, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batchId: voucherApplications.batchId, held: sql<string>`coalesce(sum(${voucherApplications.quantity}), 0)` })
    .from(voucherApplications)
    .where(and(eq(voucherApplications.companyId, companyId), inArray(voucherApplications.batchId, batchIds), inArray(voucherApplications.state, ['submitted', 'passed'])))
    .groupBy(voucherApplications.batchId);
  return new Map(rows.map((r) => [r.batchId, Number(r.held)]));
}

/** Serializes one company's applications, so two at once cannot both pass the quota check. */
export async function lockCompany(tx: Conn, companyId: number): Promise<void> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
}

export async function issueVouchers(tx: Conn, values: { batchId: number; parkId: number; companyId: number; applicationId: number; faceValue: number; expiresOn: string; quantity: number }) {
  const { quantity, ...row } = values;
  await tx.insert(vouchers).values(Array.from({ length: quantity }, () => ({ ...row, state: voucherMachine.initial('issue', 'operator') })));
}

/** What a person sees: an active voucher past its expiry reads as expired. */
const shownState = (today: string) => sql<VoucherState>`case when ${vouchers.state} = 'active' and ${vouchers.expiresOn} < ${today} then 'expired' else ${vouchers.state} end`;

const voucherColumns = (today: string) => ({
  id: vouchers.id,
  batchId: vouchers.batchId,
  batchName: voucherBatches.name,
  parkId: voucherBatches.parkId,
  companyId: vouchers.companyId,
  companyName: companies.name,
  faceValue: vouchers.faceValue,
  state: shownState(today),
  storedState: vouchers.state,
  expiresOn: vouchers.expiresOn,
  issuedAt: isoTime(vouchers.issuedAt),
  redeemed: vouchers.redeemed,
  recallReason: vouchers.recallReason,
  version: vouchers.version,
  funder: voucherBatches.funder,
  serviceTypes: voucherBatches.serviceTypes,
  settlementWindows: voucherBatches.settlementWindows,
});

// `expired` and `active` filter on the stored state and the expiry date, both in the state indexes.
function stateFilter(state: VoucherState | undefined, today: string): SQL | undefined {
  if (!state) return undefined;
  if (state === 'expired') return and(eq(vouchers.state, 'active'), sql`${vouchers.expiresOn} < ${today}`);
  if (state === 'active') return and(eq(vouchers.state, 'active'), sql`${vouchers.expiresOn} >= ${today}`);
  return eq(vouchers.state, state);
}

const vouchersJoined = (db: Conn, today: string, total: Partial<PageTotal> = {}) =>
  db
    .select({ ...voucherColumns(today), ...total })
    .from(vouchers)
    .innerJoin(voucherBatches, eq(voucherBatches.id, vouchers.batchId))
    .innerJoin(companies, eq(companies.id, vouchers.companyId));

const voucherPage = (db: Conn, where: SQL | undefined, today: string, page: PageRequest) =>
  paged(pageWindow(page), countOf(db, vouchers, where), (total) =>
    vouchersJoined(db, today, total).where(where).orderBy(desc(vouchers.id)));

export const batchVouchers = (db: Conn, batchId: number, state: VoucherState | undefined, today: string, page: PageRequest) =>
  voucherPage(db, and(eq(vouchers.batchId, batchId), stateFilter(state, today)), today, page);

export const companyVouchers = (db: Conn, companyId: number, state: VoucherState | undefined, today: string, page: PageRequest) =>
  voucherPage(db, and(eq(vouchers.companyId, companyId), stateFilter(state, today)), today, page);

export async function findVoucher(db: Conn, id: number, today: string) {
  const [row] = await vouchersJoined(db, today).where(eq(vouchers.id, id));
  return row ?? null;
}
export type VoucherRecord = NonNullable<Awaited<ReturnType<typeof findVoucher>>>;

export type VoucherChange = Partial<Omit<typeof vouchers.$inferInsert, 'id' | 'version'>>;

/** The vouchers table as its machine's rows (server/lib/transition.ts). */
export const VOUCHER_ROWS: StatefulTable<typeof vouchers> = { table: vouchers, key: 'id', state: 'state', version: 'version' };

/** Batches of the park whose application window holds `today`, newest first. */
export function openBatches(db: Conn, parkId: number, today: string, page: PageRequest) {
  const where = and(eq(voucherBatches.parkId, parkId), sql`${voucherBatches.applyEnd} >= ${today}`, sql`${voucherBatches.applyStart} <= ${today}`);
  return paged(pageWindow(page), countOf(db, voucherBatches, where), (total) =>
    db
      .select({
        id: voucherBatches.id,
        name: voucherBatches.name,
        funder: voucherBatches.funder,
        faceValue: voucherBatches.faceValue,
        quota: voucherBatches.quota,
        serviceTypes: voucherBatches.serviceTypes,
        applyStart: voucherBatches.applyStart,
        applyEnd: voucherBatches.applyEnd,
        expiresOn: voucherBatches.expiresOn,
        budget: voucherBatches.budget,
        issued: voucherBatches.issued,
        ...total,
      })
      .from(voucherBatches)
      .where(where)
      .orderBy(desc(voucherBatches.id)),
  );
}

export async function companyOf(db: Conn, companyId: number) {
  const [row] = await db.select({ id: companies.id, parkId: companies.parkId, name: companies.name, state: companies.state }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
