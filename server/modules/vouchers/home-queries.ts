// The vouchers module's to-do kinds on the home (contract/domains/vouchers.ts).
import { sql } from 'drizzle-orm';
import { VOUCHER_EXPIRY_NOTICE_DAYS } from '@contract/home';
import type { ModuleTodos } from '../../lib/module-face';
import { ordersWaiting, routedTo } from '../orders';

export const voucherTodos: ModuleTodos = {
  manage: (parkId) => ({
    voucherApply: sql`select a.id, b.name as title, a.submitted_at as since, false as late, b.park_id as park, b.id as ref
      from voucher_batches b join voucher_applications a on a.batch_id = b.id where b.park_id = ${parkId} and a.state = 'submitted'`,
    redeemAudit: ordersWaiting(sql`orders.park_id = ${parkId} and orders.state = 'redeeming'`, sql`orders.updated_at`),
  }),
  front: (companyId) => ({
    voucherExpiring: sql`select v.id, b.name as title, v.expires_on::timestamptz as since, false as late, b.park_id as park, b.id as ref
      from vouchers v join voucher_batches b on b.id = v.batch_id
      where v.company_id = ${companyId} and v.state = 'active' and v.expires_on <= current_date + ${VOUCHER_EXPIRY_NOTICE_DAYS}::int`,
  }),
  agent: (mechanismId) => {
    const routed = routedTo(mechanismId);
    return {
      voucherContract: ordersWaiting(sql`${routed} and orders.kind = 'voucher' and orders.state = 'submitted'`),
      voucherRedeem: ordersWaiting(sql`${routed} and orders.kind = 'voucher' and orders.state = 'completed'`, sql`coalesce(orders.completed_at, orders.updated_at)`),
    };
  },
};
