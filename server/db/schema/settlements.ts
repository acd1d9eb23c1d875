import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettlementState } from '@contract/machines/settlement';
import { mechanisms, parks } from './estate';
import { orders } from './orders';

// An agency's cash settlement statement for one month in one park (contract/settlement-states.ts). amount_fen and
// order_count are kept equal to the sum over settlement_orders in the same statement that changes them.
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    parkId: integer('park_id').notNull().references(() => parks.id),
    mechanismId: integer('mechanism_id').notNull().references(() => mechanisms.id),
    month: text('month').notNull(),
    state: text('state').$type<SettlementState>().notNull().default('open'),
    amountFen: integer('amount_fen').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    paymentRef: text('payment_ref'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_month_uq').on(t.mechanismId, t.parkId, t.month),
    // The agency's list (newest month first) and the park's (by state).
    index('settlements_mechanism_idx').on(t.mechanismId, t.month.desc(), t.id.desc()),
    index('settlements_park_idx').on(t.parkId, t.month.desc(), t.id.desc()),
    index('settlements_park_state_idx').on(t.parkId, t.state, t.month.desc(), t.id.desc()),
  ],
);

// The orders of a statement: an order belongs to at most one (the unique order_id), with the amount it counted.
export const settlementOrders = pgTable(
  'settlement_orders',
  {
    settlementId: integer('settlement_id').notNull().references(() => settlements.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    /** The parent's park, copied so the row lives with it when tables are distributed by park (server/db/placement.ts). */
    parkId: integer('park_id').notNull().references(() => parks.id),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.orderId] }),
    uniqueIndex('settlement_orders_order_uq').on(t.orderId),
    index('settlement_orders_park_idx').on(t.parkId, t.settlementId, t.orderId),
  ],
);
