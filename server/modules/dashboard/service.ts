import { SERVICE_TYPES } from '@contract/agency';
import { FUNNEL_DEFAULT_MONTHS, FUNNEL_MAX_MONTHS, SUM_ROW_LABEL, UNSPECIFIED_LABEL, monthsBack, monthsBetween, percentOf } from '@contract/dashboard';
import { orderMachine } from '@contract/machines/order';
import { parkMonth } from '@contract/park-calendar';
import type {
  DashboardQuery, FunnelPanel, FunnelQuery, IndustryPanel, OccupancyPanel, OrderStatePanel, PolicyMatchPanel, ServiceLevelPanel,
  VoucherBurnPanel,
} from '@contract/schemas/dashboard';
import type { Db } from '../../db/client';
import { isPlatformAdmin, requireHost } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import {
  funnelFigures, industryFigures, occupancyFigures, orderStateFigures, parksOf, policyFigures, serviceLevelFigures, voucherFigures, type ParkRef,
} from './queries';

// The park dashboard (contract/dashboard.ts): each panel's rows per park, and their sums when the platform admin
// asks for every park. The figures are summed by the database; the sums over parks are a few rows added up here.

interface Asked {
  parks: ParkRef[];
  /** Every park was asked for: the answer carries the sums over them. */
  all: boolean;
}

/** The parks a caller asks for: the one named (in the caller's scope), else the session's, else every park for the platform admin. */
async function parksAsked(db: Db, ctx: RequestContext, parkId: number | undefined): Promise<Asked> {
  const user = requireHost(ctx.user, 'manage');
  if (parkId === undefined && isPlatformAdmin(user)) return { parks: await parksOf(db, null), all: true };
  const id = parkId ?? user.parkId;
  if (id === null) throw badRequest('请先选择园区');
  await scopeForPark(db, ctx, id);
  const parks = await parksOf(db, [id]);
  if (parks.length === 0) throw notFound('园区不存在');
  return { parks, all: false };
}

const parkPart = (parks: ParkRef[], parkId: number) => ({ parkId, park: parks.find((p) => p.id === parkId)?.name ?? String(parkId) });

type ParkRow = { parkId: number; park: string };

/** The rows added up over the parks, one sum row per `key` (in the order first met); `finish` works out the shares. */
function sumOver<R extends ParkRow>(rows: R[], key: (row: R) => string, fields: readonly (keyof R)[], finish: (row: R) => R = (row) => row): R[] {
  const sums = new Map<string, R>();
  for (const row of rows) {
    const at = key(row);
    const sum = sums.get(at);
    if (!sum) {
      sums.set(at, { ...row, parkId: 0, park: SUM_ROW_LABEL });
      continue;
    }
    for (const field of fields) (sum[field] as number) += row[field] as number;
  }
  return [...sums.values()].map(finish);
}

const panelOf = <R extends ParkRow>(asked: Asked, rows: R[], sums: () => R[]) => ({ rows, sums: asked.all ? sums() : [] });
const ONE = () => SUM_ROW_LABEL;

export async function occupancyPanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<OccupancyPanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const figures = await occupancyFigures(db, asked.parks);
  const rows = figures.map((f) => ({
    ...parkPart(asked.parks, f.park_id), building: f.building, rooms: f.rooms, roomsLet: f.let_rooms, roomsFree: f.rooms - f.let_rooms,
    area: f.area, areaLet: f.let_area, areaFree: Math.round((f.area - f.let_area) * 100) / 100,
  }));
  const fields = ['rooms', 'roomsLet', 'roomsFree', 'area', 'areaLet', 'areaFree'] as const;
  return panelOf(asked, rows, () => sumOver(rows, ONE, fields, (row) => ({ ...row, building: SUM_ROW_LABEL })));
}

/** The funnel's months: both bounds or the last twelve; refused when reversed or longer than the limit. */
export function funnelMonths(query: Pick<FunnelQuery, 'from' | 'to'>): string[] {
  const to = query.to ?? parkMonth();
  const from = query.from ?? monthsBack(to, FUNNEL_DEFAULT_MONTHS);
  if (from > to) throw badRequest('起始月份不能晚于结束月份');
  const months = monthsBetween(from, to);
  if (months.length > FUNNEL_MAX_MONTHS) throw badRequest(`月份范围最多 ${FUNNEL_MAX_MONTHS} 个月`);
  return months;
}

const chinaMonthStart = (month: string) => `${month}-01T00:00:00+08:00`;
/** The month after `month`: the window of no month ending at it begins there. */
const monthAfter = (month: string) => monthsBack(month, 0);

export async function funnelPanel(db: Db, ctx: RequestContext, query: FunnelQuery): Promise<FunnelPanel> {
  const months = funnelMonths(query);
  const asked = await parksAsked(db, ctx, query.parkId);
  const last = months[months.length - 1] as string;
  const figures = await funnelFigures(db, asked.parks, chinaMonthStart(months[0] as string), chinaMonthStart(monthAfter(last)));
  // Every month of the range, those without a step at 0, so the chart's months are even.
  const rows = asked.parks.flatMap((park) =>
    months.map((month) => {
      const f = figures.find((x) => x.park_id === park.id && x.month === month);
      return { parkId: park.id, park: park.name, month, applied: f?.applied ?? 0, audited: f?.audited ?? 0, settled: f?.settled ?? 0, movedOut: f?.moved_out ?? 0 };
    }),
  );
  return panelOf(asked, rows, () => sumOver(rows, (row) => row.month, ['applied', 'audited', 'settled', 'movedOut']));
}

export async function industryPanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<IndustryPanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const rows = (await industryFigures(db, asked.parks)).map((f) => ({ ...parkPart(asked.parks, f.park_id), industry: f.industry ?? UNSPECIFIED_LABEL, companies: f.companies }));
  return panelOf(asked, rows, () => sumOver(rows, (row) => row.industry, ['companies']).sort((a, b) => b.companies - a.companies));
}

export async function orderStatePanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<OrderStatePanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const rows = (await orderStateFigures(db, asked.parks)).map((f) => ({ ...parkPart(asked.parks, f.park_id), state: orderMachine.stateLabel(f.state), orders: f.orders }));
  return panelOf(asked, rows, () => sumOver(rows, (row) => row.state, ['orders']));
}

const typeLabel = (type: string): string => (Object.hasOwn(SERVICE_TYPES, type) ? SERVICE_TYPES[type as keyof typeof SERVICE_TYPES] : type || UNSPECIFIED_LABEL);

export async function serviceLevelPanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<ServiceLevelPanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const rows = (await serviceLevelFigures(db, asked.parks)).map((f) => ({
    ...parkPart(asked.parks, f.park_id), serviceType: typeLabel(f.service_type), orders: f.orders, delivered: f.delivered, onTime: f.on_time,
    overdue: f.overdue, compliance: percentOf(f.on_time, f.delivered),
  }));
  const compliance = <R extends { onTime: number; delivered: number }>(row: R) => ({ ...row, compliance: percentOf(row.onTime, row.delivered) });
  return panelOf(asked, rows, () => sumOver(rows, (row) => row.serviceType, ['orders', 'delivered', 'onTime', 'overdue'], compliance));
}

export async function voucherPanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<VoucherBurnPanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const rows = (await voucherFigures(db, asked.parks)).map((f) => ({
    ...parkPart(asked.parks, f.park_id), batch: f.batch, budgetFen: f.budget, issuedFen: f.issued, committedFen: f.committed, redeemedFen: f.redeemed,
    burn: percentOf(f.redeemed, f.budget),
  }));
  const fields = ['budgetFen', 'issuedFen', 'committedFen', 'redeemedFen'] as const;
  return panelOf(asked, rows, () => sumOver(rows, ONE, fields, (row) => ({ ...row, batch: SUM_ROW_LABEL, burn: percentOf(row.redeemedFen, row.budgetFen) })));
}

export async function policyPanel(db: Db, ctx: RequestContext, query: DashboardQuery): Promise<PolicyMatchPanel> {
  const asked = await parksAsked(db, ctx, query.parkId);
  const rows = (await policyFigures(db, asked.parks)).map((f) => ({ ...parkPart(asked.parks, f.park_id), policy: f.policy, matched: f.matched, applied: f.applied }));
  return panelOf(asked, rows, () => sumOver(rows, ONE, ['matched', 'applied'], (row) => ({ ...row, policy: SUM_ROW_LABEL })));
}
