import { sql, type SQL } from 'drizzle-orm';
import { CONSULTATION_ANSWER_HOURS } from '@contract/consultation-states';
import { HOME_ROWS, POLICY_MATCH_NEW_DAYS, VOUCHER_EXPIRY_NOTICE_DAYS, type HomeKindKey } from '@contract/home';
import type { Conn } from '../../lib/db';
import { orderLevelJoin, orderOverdue } from '../orders';

// Each kind is one select of the items waiting, every one giving the same columns: id, title, since (the oldest
// come first), late (past its service level), park and ref (the voucher batch, 0 for none). Each is read on the
// index of its table's list (park or party, then state), and all the kinds of a home in one statement.
type Branch = SQL;
export type Branches = Partial<Record<HomeKindKey, Branch>>;

const ordersWaiting = (where: SQL, since: SQL = sql`orders.created_at`) => sql`
  select orders.id, orders.subject_title as title, ${since} as since, ${orderOverdue} as late, orders.park_id as park,
    coalesce((select vo.batch_id from voucher_orders vo where vo.order_id = orders.id), 0) as ref
  from orders left join order_service_levels on ${orderLevelJoin} where ${where}`;

export function operatorBranches(parkId: number): Branches {
  return {
    checkIn: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 0`,
    changeAudit: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 1 and c.change_pending`,
    // Settled, yet holding no room of the park.
    moveIn: sql`select c.id, c.name as title, coalesce(c.settled_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.park_id = ${parkId} and c.state = 1 and not exists (select 1 from rooms r where r.company_id = c.id)`,
    orderRoute: ordersWaiting(sql`orders.park_id = ${parkId} and orders.state = 'submitted' and orders.kind in ('service', 'policy') and orders.mechanism_id is null`),
    consultation: sql`select q.id, q.subject_title as title, q.waiting_since as since,
        q.waiting_since < now() - make_interval(hours => ${CONSULTATION_ANSWER_HOURS}) as late, q.park_id as park, 0 as ref
      from consultations q where q.park_id = ${parkId} and q.waiting_since is not null and q.mechanism_id is null`,
    preApply: sql`select p.id, p.company_name || '：' || p.policy_title as title, coalesce(p.submitted_at, p.created_at) as since, false as late, p.park_id as park, 0 as ref
      from pre_applications p where p.park_id = ${parkId} and p.state = 'submitted'`,
    voucherApply: sql`select a.id, b.name as title, a.submitted_at as since, false as late, b.park_id as park, b.id as ref
      from voucher_batches b join voucher_applications a on a.batch_id = b.id where b.park_id = ${parkId} and a.state = 'submitted'`,
    redeemAudit: ordersWaiting(sql`orders.park_id = ${parkId} and orders.state = 'redeeming'`, sql`orders.updated_at`),
    // Agencies serve every park: their audits wait on every park's auditors.
    agencyAudit: sql`select m.id, m.name as title, coalesce(p.submitted_at, now()) as since, false as late, 0 as park, 0 as ref
      from agency_profiles p join mechanisms m on m.id = p.mechanism_id where p.awaiting`,
    serviceAudit: sql`select s.id, s.name as title, coalesce(s.submitted_at, s.created_at) as since, false as late, 0 as park, 0 as ref
      from agency_services s where s.awaiting`,
    suggestion: sql`select s.id, left(s.content, 60) as title, s.created_at as since, false as late, s.park_id as park, 0 as ref
      from suggestions s where s.park_id = ${parkId} and s.state = 'submitted'`,
  };
}

export function companyBranches(companyId: number): Branches {
  return {
    // Not applied yet, or refused: the company acts next.
    companyCheckIn: sql`select c.id, c.name as title, coalesce(c.submitted_at, c.created_at) as since, false as late, c.park_id as park, 0 as ref
      from companies c where c.id = ${companyId} and (c.state is null or c.state = 2)`,
    materialsReturned: sql`select p.id, p.policy_title as title, p.updated_at as since, false as late, p.park_id as park, 0 as ref
      from pre_applications p where p.company_id = ${companyId} and p.state = 'returned'`,
    orderConfirm: ordersWaiting(sql`orders.company_id = ${companyId} and orders.state = 'delivered'`, sql`coalesce(orders.delivered_at, orders.updated_at)`),
    consultationAnswered: sql`select q.id, q.subject_title as title, q.updated_at as since, false as late, q.park_id as park, 0 as ref
      from consultations q where q.company_id = ${companyId} and q.state = 'answered'`,
    voucherExpiring: sql`select v.id, b.name as title, v.expires_on::timestamptz as since, false as late, b.park_id as park, b.id as ref
      from vouchers v join voucher_batches b on b.id = v.batch_id
      where v.company_id = ${companyId} and v.state = 'active' and v.expires_on <= current_date + ${VOUCHER_EXPIRY_NOTICE_DAYS}::int`,
    // Sent to the company lately and not applied for since.
    policyMatched: sql`select n.policy_id as id, i.title, n.sent_at as since, false as late, n.park_id as park, 0 as ref
      from policy_notifications n join content_items i on i.id = n.policy_id
      where n.company_id = ${companyId} and n.sent_at > now() - make_interval(days => ${POLICY_MATCH_NEW_DAYS})
        and not exists (select 1 from pre_applications p where p.company_id = n.company_id and p.policy_id = n.policy_id)`,
  };
}

export function agencyBranches(mechanismId: number): Branches {
  const routed = sql`orders.mechanism_id = ${mechanismId}`;
  return {
    orderAccept: ordersWaiting(sql`${routed} and orders.kind = 'service' and orders.state in ('submitted', 'assigned')`),
    orderDeliver: ordersWaiting(sql`${routed} and ((orders.kind = 'service' and orders.state in ('accepted', 'inService')) or (orders.kind = 'voucher' and orders.state = 'contracted'))`),
    voucherContract: ordersWaiting(sql`${routed} and orders.kind = 'voucher' and orders.state = 'submitted'`),
    voucherRedeem: ordersWaiting(sql`${routed} and orders.kind = 'voucher' and orders.state = 'completed'`, sql`coalesce(orders.completed_at, orders.updated_at)`),
    settlementReturned: sql`select s.id, s.month as title, s.updated_at as since, false as late, s.park_id as park, 0 as ref
      from settlements s where s.mechanism_id = ${mechanismId} and s.state = 'returned'`,
  };
}

export interface KindRow {
  kind: HomeKindKey;
  n: number;
  late: number;
  rows: { id: number; title: string; since: string; late: boolean; park: number; ref: number }[];
}

/** Every kind's count, overdue count and oldest rows, in one statement (one union branch per kind). */
export async function readHome(conn: Conn, branches: Branches, kinds: HomeKindKey[]): Promise<KindRow[]> {
  const parts = kinds.flatMap((kind) => {
    const branch = branches[kind];
    return branch ? [sql`select ${kind}::text as kind, c.n, c.late, coalesce(r.rows, '[]'::json) as rows
    from (select count(*)::int as n, (count(*) filter (where b.late))::int as late from (${branch}) b) c,
      (select json_agg(t order by t.since, t.id) as rows from (select * from (${branch}) w order by w.since, w.id limit ${HOME_ROWS}) t) r`] : [];
  });
  if (parts.length === 0) return [];
  const result = await conn.execute(sql.join(parts, sql` union all `));
  return result.rows as unknown as KindRow[];
}
