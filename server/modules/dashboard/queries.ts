import { sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../lib/db';
import { orderLevelJoin, orderOverdue } from '../orders';

// Each panel is one statement. The parks come first and each park's figures are read in a lateral subquery keyed by
// its id, so every table is read through its park (or batch) index, one park at a time, whether one park is asked
// for or all of them (a seq scan of the orders for the sum of every park is what this shape avoids).

export interface ParkRef {
  id: number;
  name: string;
}

/** The parks asked for, in id order: the ones named, or every park (null). */
export async function parksOf(conn: Conn, ids: number[] | null): Promise<ParkRef[]> {
  const where = ids ? sql`where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const result = await conn.execute(sql`select id, name from parks ${where} order by id`);
  return result.rows as unknown as ParkRef[];
}

const perPark = async <R>(conn: Conn, parks: ParkRef[], figures: SQL, order: SQL): Promise<(R & { park_id: number })[]> => {
  if (parks.length === 0) return [];
  const ids = sql.join(parks.map((park) => sql`${park.id}`), sql`, `);
  const result = await conn.execute(sql`select p.id as park_id, f.* from parks p cross join lateral (${figures}) f
    where p.id in (${ids}) order by p.id, ${order}`);
  return result.rows as unknown as (R & { park_id: number })[];
};

export interface OccupancyFigures {
  building: string;
  rooms: number;
  let_rooms: number;
  area: number;
  let_area: number;
}

/** Rooms and area per building, let meaning a company holds the room now (rooms_park_idx). */
export const occupancyFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<OccupancyFigures>(conn, parks, sql`
    select b.name as building, b.number, count(*)::int as rooms, count(r.company_id)::int as let_rooms,
      coalesce(sum(r.area_sqm), 0)::float8 as area, coalesce(sum(r.area_sqm) filter (where r.company_id is not null), 0)::float8 as let_area
    from rooms r join floors fl on fl.id = r.floor_id join buildings b on b.id = fl.building_id
    where r.park_id = p.id and r.enabled
    group by b.id, b.name, b.number`, sql`f.number, f.building`);

export interface FunnelFigures {
  month: string;
  applied: number;
  audited: number;
  settled: number;
  moved_out: number;
}

/**
 * Per month (China time), the companies that applied, were audited (passed or refused), passed, and moved out, from
 * the company events (company_events_park_idx). `from` and `to` bound the instants.
 */
export const funnelFigures = (conn: Conn, parks: ParkRef[], from: string, to: string) =>
  perPark<FunnelFigures>(conn, parks, sql`
    select to_char((e.occurred_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month,
      (count(distinct e.company_id) filter (where e.kind = 'submitted'))::int as applied,
      (count(distinct e.company_id) filter (where e.kind in ('passed', 'rejected')))::int as audited,
      (count(distinct e.company_id) filter (where e.kind = 'passed'))::int as settled,
      (count(distinct e.company_id) filter (where e.kind = 'movedOut'))::int as moved_out
    from company_events e
    where e.park_id = p.id and e.kind in ('submitted', 'passed', 'rejected', 'movedOut')
      and e.occurred_at >= ${from}::timestamptz and e.occurred_at < ${to}::timestamptz
    group by 1`, sql`f.month`);

export interface IndustryFigures {
  industry: string | null;
  companies: number;
}

/** The park's settled companies (state 1) by the industry they registered (companies_park_state_idx). */
export const industryFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<IndustryFigures>(conn, parks, sql`
    select nullif(trim(c.industry), '') as industry, count(*)::int as companies
    from companies c where c.park_id = p.id and c.state = 1 group by 1`, sql`f.companies desc, f.industry`);

export interface OrderStateFigures {
  state: string;
  orders: number;
}

/** Orders per state (orders_park_state_idx). */
export const orderStateFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<OrderStateFigures>(conn, parks, sql`
    select o.state, count(*)::int as orders from orders o where o.park_id = p.id group by o.state`, sql`f.state`);

export interface ServiceLevelFigures {
  service_type: string;
  orders: number;
  delivered: number;
  on_time: number;
  overdue: number;
}

/**
 * Per service type with a target in the park: its orders, those delivered, delivered within the target's days, and
 * those still open and past the target (the list's own overdue rule). Read on orders_park_idx.
 */
export const serviceLevelFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<ServiceLevelFigures>(conn, parks, sql`
    select orders.service_type, count(*)::int as orders,
      (count(*) filter (where orders.delivered_at is not null))::int as delivered,
      (count(*) filter (where orders.delivered_at <= orders.created_at + order_service_levels.complete_days * interval '1 day'))::int as on_time,
      (count(*) filter (where ${orderOverdue}))::int as overdue
    from orders join order_service_levels on ${orderLevelJoin}
    where orders.park_id = p.id
    group by orders.service_type`, sql`f.service_type`);

export interface VoucherFigures {
  batch: string;
  budget: number;
  issued: number;
  committed: number;
  redeemed: number;
}

/** Each batch's budget and counter, and what its vouchers committed and redeemed (vouchers_ledger_idx). */
export const voucherFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<VoucherFigures>(conn, parks, sql`
    select b.id, b.name as batch, b.budget::float8 as budget, b.issued::float8 as issued,
      (select coalesce(sum(v.face_value), 0) from vouchers v where v.batch_id = b.id and v.state = 'committed')::float8 as committed,
      (select coalesce(sum(v.redeemed), 0) from vouchers v where v.batch_id = b.id and v.state = 'used')::float8 as redeemed
    from voucher_batches b where b.park_id = p.id`, sql`f.id`);

export interface PolicyFigures {
  policy: string;
  matched: number;
  applied: number;
}

/** Per policy: the companies it was sent to as a match, and those of them that applied for it since. */
export const policyFigures = (conn: Conn, parks: ParkRef[]) =>
  perPark<PolicyFigures>(conn, parks, sql`
    select n.policy_id, i.title as policy, count(*)::int as matched,
      (count(*) filter (where exists (select 1 from pre_applications a where a.policy_id = n.policy_id and a.company_id = n.company_id)))::int as applied
    from policy_notifications n join content_items i on i.id = n.policy_id
    where n.park_id = p.id group by n.policy_id, i.title`, sql`f.matched desc, f.policy_id`);
