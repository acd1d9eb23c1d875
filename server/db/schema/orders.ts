import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt, companyKey, partOf } from './columns';
import type { OrderKind, OrderParty, OrderState, OrderStep } from '@contract/machines/order';
import type { Attachment } from '@contract/schemas/content';
import { mechanisms } from './estate';
import { users } from './accounts';
import { child, park, placed } from './placed';

// One order of any kind (contract/machines/order.ts): a company's application for a service or a policy. The
// subject is a snapshot (kind, id and title) so the order outlives the item it was made for. `mechanism_id` is the
// agency delivering it (an agency's own service, or assigned by the park); null while the park holds it. Every
// transition bumps `version` and is a conditional update on it.
export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    parkId: parkKey(),
    companyId: companyKey(),
    kind: text('kind').$type<OrderKind>().notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectTitle: text('subject_title').notNull(),
    serviceType: text('service_type'),
    mechanismId: integer('mechanism_id').references(() => mechanisms.id),
    state: text('state').$type<OrderState>().notNull().default('submitted'),
    needs: text('needs').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    expectedDate: date('expected_date'),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    amountFen: integer('amount_fen'),
    receiptFile: jsonb('receipt_file').$type<Attachment>(),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    reason: text('reason'),
    firstResponseAt: timestampTz('first_response_at'),
    deliveredAt: timestampTz('delivered_at'),
    completedAt: timestampTz('completed_at'),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One index per list, in the list's order (newest first); filters by state ride on the leading column.
    index('orders_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('orders_park_idx').on(t.parkId, t.createdAt.desc(), t.id.desc()),
    index('orders_park_state_idx').on(t.parkId, t.state, t.createdAt.desc(), t.id.desc()),
    index('orders_mechanism_idx').on(t.mechanismId, t.createdAt.desc(), t.id.desc()),
    // The agency's open load and rating (assignment candidates).
    index('orders_mechanism_open_idx').on(t.mechanismId, t.state).where(sql`${t.mechanismId} is not null`),
  ],
);

// The history of one order: who did what, from which state to which, with a note and files.
export const orderEvents = pgTable(
  'order_events',
  {
    id: rowId(),
    orderId: partOf('order_id', () => orders.id),
    parkId: parkKey(),
    userId: integer('user_id').references(() => users.id),
    username: text('username'),
    who: text('who').$type<OrderParty>().notNull(),
    action: text('action').$type<OrderStep>().notNull(),
    fromState: text('from_state').$type<OrderState>(),
    toState: text('to_state').$type<OrderState>().notNull(),
    note: text('note'),
    files: jsonb('files').$type<Attachment[]>().notNull().default([]),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id), index('order_events_park_idx').on(t.parkId, t.orderId, t.id)],
);

// The park's service-level targets per service type: hours to the first response, days to delivery. An open order
// past either is overdue (computed when read, so it needs no job).
export const orderServiceLevels = pgTable(
  'order_service_levels',
  {
    parkId: parkKey(),
    serviceType: text('service_type').notNull(),
    responseHours: integer('response_hours').notNull(),
    completeDays: integer('complete_days').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.parkId, t.serviceType] })],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const ordersPlacement = placed(
  park(orders),
  child(orderEvents, orders, orderEvents.orderId),
  park(orderServiceLevels),
);
