import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { parkKey, timestampTz, partOf } from './columns';
import type { Attachment } from '@contract/schemas/content';

import { orders } from './orders';
import { voucherBatches, vouchers } from './vouchers';
import { child, placed } from './placed';

// The voucher side of an order of kind 'voucher' (the order itself, its state and history live in `orders`): which
// voucher pays, the signed contract, the company's scores and the redemption split. The voucher's own state
// (committed, used) is what the budget ledger sums.
export const voucherOrders = pgTable(
  'voucher_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parkId: parkKey(),
    voucherId: partOf('voucher_id', () => vouchers.id),
    batchId: partOf('batch_id', () => voucherBatches.id),
    mechanismId: integer('mechanism_id').notNull(),
    serviceId: integer('service_id').notNull(),
    contractFen: bigint('contract_fen', { mode: 'number' }),
    contractFile: jsonb('contract_file').$type<Attachment>(),
    scores: jsonb('scores').$type<Record<string, number>>(),
    grade: text('grade'),
    redeemFen: bigint('redeem_fen', { mode: 'number' }),
    companyPaysFen: bigint('company_pays_fen', { mode: 'number' }),
    requestedAt: timestampTz('requested_at'),
    redeemedAt: timestampTz('redeemed_at'),
  },
  (t) => [
    index('voucher_orders_voucher_idx').on(t.voucherId, t.orderId),
    index('voucher_orders_mechanism_idx').on(t.mechanismId, t.orderId),
    index('voucher_orders_batch_idx').on(t.batchId, t.orderId),
    index('voucher_orders_park_idx').on(t.parkId, t.orderId),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const voucherOrdersPlacement = placed(child(voucherOrders, orders, voucherOrders.orderId));
