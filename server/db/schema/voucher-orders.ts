import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Attachment } from '@contract/schemas/content';
import { parks } from './estate';
import { orders } from './orders';
import { voucherBatches, vouchers } from './vouchers';

// The voucher side of an order of kind 'voucher' (the order itself, its state and history live in `orders`): which
// voucher pays, the signed contract, the company's scores and the redemption split. The voucher's own state
// (committed, used) is what the budget ledger sums.
export const voucherOrders = pgTable(
  'voucher_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The parent's park, copied so the row lives with it when tables are distributed by park (server/db/placement.ts). */
    parkId: integer('park_id').notNull().references(() => parks.id),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => voucherBatches.id, { onDelete: 'cascade' }),
    mechanismId: integer('mechanism_id').notNull(),
    serviceId: integer('service_id').notNull(),
    contractFen: bigint('contract_fen', { mode: 'number' }),
    contractFile: jsonb('contract_file').$type<Attachment>(),
    scores: jsonb('scores').$type<Record<string, number>>(),
    grade: text('grade'),
    redeemFen: bigint('redeem_fen', { mode: 'number' }),
    companyPaysFen: bigint('company_pays_fen', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('voucher_orders_voucher_idx').on(t.voucherId, t.orderId),
    index('voucher_orders_mechanism_idx').on(t.mechanismId, t.orderId),
    index('voucher_orders_batch_idx').on(t.batchId, t.orderId),
    index('voucher_orders_park_idx').on(t.parkId, t.orderId),
  ],
);
