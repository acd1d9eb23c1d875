import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt } from './columns';
import type { SettlementState } from '@contract/machines/settlement';
import { mechanisms } from './estate';
import { orders } from './orders';
import { child, park, placed } from './placed';

// An agency's cash settlement statement for one month in one park (contract/settlement-states.ts). amount_fen and
// order_count are kept equal to the sum over settlement_orders in the same statement that changes them.
export const settlements = pgTable(
  'settlements',
  {
    id: rowId(),
    parkId: parkKey(),
    mechanismId: integer('mechanism_id').notNull().references(() => mechanisms.id),
    month: text('month').notNull(),
    state: text('state').$type<SettlementState>().notNull().default('open'),
    amountFen: integer('amount_fen').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    paymentRef: text('payment_ref'),
    reason: text('reason'),
    submittedAt: timestampTz('submitted_at'),
    paidAt: timestampTz('paid_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    parkId: parkKey(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.orderId] }),
    uniqueIndex('settlement_orders_order_uq').on(t.orderId),
    index('settlement_orders_park_idx').on(t.parkId, t.settlementId, t.orderId),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const settlementsPlacement = placed(
  park(settlements),
  child(settlementOrders, settlements, settlementOrders.settlementId),
);
