import { PRIVILEGES } from '@contract/privileges';
import { settlementActions, settlementMachine, settlementVerdict, type SettlementAction, type SettlementParty } from '@contract/settlement-states';
import type { ParkSettlementListQuery, SettlementDetail, SettlementListQuery, SettlementPage, SettlementRow } from '@contract/schemas/settlements';
import type { Db } from '../../db/client';
import { requireHost, requireUser } from '../../lib/access';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { grantsOf } from '../../lib/grants';
import { transition } from '../../lib/transition';
import { assertParkAccess, parkScope } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { notifySettlement } from './notify';
import { findSettlement, listSettlements, ordersOf, SETTLEMENT_ROWS, type SettlementChange, type SettlementRecord } from './queries';

const STALE = '状态已变更，请刷新后重试';
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function rowView(r: { settlement: SettlementRecord; parkName: string; mechanismName: string }): SettlementRow {
  const s = r.settlement;
  return {
    id: s.id, parkId: s.parkId, parkName: r.parkName, mechanismId: s.mechanismId, mechanismName: r.mechanismName, month: s.month,
    state: s.state, amountFen: s.amountFen, orderCount: s.orderCount, paymentRef: s.paymentRef, reason: s.reason,
    submittedAt: iso(s.submittedAt), paidAt: iso(s.paidAt), version: s.version,
  };
}

async function page(db: Db, scope: Parameters<typeof listSettlements>[1], query: SettlementListQuery): Promise<SettlementPage> {
  const { list, total } = await listSettlements(db, scope, query);
  return { list: list.map(rowView), total };
}

/** The calling agency's statements, every park (iv/mechanismCash). */
export function agencySettlements(db: Db, ctx: RequestContext, query: SettlementListQuery): Promise<SettlementPage> {
  const user = requireHost(ctx.user, 'agent');
  if (user.mechanismId === null) return Promise.resolve({ list: [], total: 0 });
  return page(db, { mechanismId: user.mechanismId, state: query.state }, query);
}

/** The session park's statements, optionally of one agency. */
export async function parkSettlements(db: Db, ctx: RequestContext, query: ParkSettlementListQuery): Promise<SettlementPage> {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw badRequest('请先选择园区');
  assertParkAccess(await parkScope(db, user), user.parkId);
  return page(db, { parkId: user.parkId, mechanismId: query.mechanismId, state: query.state }, query);
}

// An agency reaches only its own statements, an operator only its parks'; anyone else is answered 403.
async function statementFor(db: Db, ctx: RequestContext, id: number): Promise<{ found: NonNullable<Awaited<ReturnType<typeof findSettlement>>>; party: SettlementParty }> {
  const found = await findSettlement(db, id);
  if (!found) throw notFound('结算单不存在');
  const user = requireUser(ctx.user);
  if (user.hostKey === 'agent') {
    if (user.mechanismId === null || user.mechanismId !== found.settlement.mechanismId) throw forbidden('无权查看该结算单');
    return { found, party: 'agency' };
  }
  if (user.hostKey !== 'manage') throw forbidden();
  assertParkAccess(await parkScope(db, user), found.settlement.parkId);
  return { found, party: 'operator' };
}

export async function settlementDetail(db: Db, ctx: RequestContext, id: number): Promise<SettlementDetail> {
  const { found, party } = await statementFor(db, ctx, id);
  const rows = await ordersOf(db, id);
  return {
    ...rowView(found),
    orders: rows.map((o) => ({ ...o, completedAt: iso(o.completedAt) })),
    party,
    actions: settlementActions(found.settlement.state, party),
  };
}

async function step(db: Db, ctx: RequestContext, id: number, action: SettlementAction, version: number, change: SettlementChange, note: string | null) {
  const { found, party } = await statementFor(db, ctx, id);
  const statement = found.settlement;
  if (party === 'operator') {
    const user = requireUser(ctx.user);
    if (user.parkId !== statement.parkId) throw forbidden('请先切换到该结算单所属园区');
    if (!(await grantsOf(db, user, statement.parkId)).privileges.includes(PRIVILEGES.orderRouting.code)) throw forbidden();
  }
  if (statement.version !== version) throw new AppError(STALE);
  const verdict = settlementVerdict(statement, party, action, new Date());
  if (!verdict.ok) throw badRequest(verdict.reason);
  const to = settlementMachine.step(statement.state, action, party)?.to;
  if (!to) throw new AppError(STALE);
  await db.transaction(async (tx) => {
    const moved = await transition(tx, SETTLEMENT_ROWS, statement, { ...change, state: to }, {
      log: {
        ctx,
        entry: (row) => ({
          module: 'settlement', action, target: `${found.mechanismName} ${statement.month} 结算单（#${statement.id}）`, parkId: statement.parkId,
          before: { state: statement.state, amountFen: statement.amountFen }, after: { state: row.state, ...change },
        }),
      },
      notify: (t, row) => notifySettlement(t, row, found.mechanismName, action, note),
    });
    if (!moved) throw new AppError(STALE);
  });
  return settlementDetail(db, ctx, id);
}

export const submitSettlement = (db: Db, ctx: RequestContext, id: number, version: number) =>
  step(db, ctx, id, 'submit', version, { submittedAt: new Date(), reason: null }, null);

export const paySettlement = (db: Db, ctx: RequestContext, id: number, version: number, paymentRef: string) =>
  step(db, ctx, id, 'pay', version, { paymentRef: paymentRef.trim(), paidAt: new Date() }, paymentRef.trim());

export const returnSettlement = (db: Db, ctx: RequestContext, id: number, version: number, reason: string) =>
  step(db, ctx, id, 'return', version, { reason: reason.trim() }, reason.trim());
