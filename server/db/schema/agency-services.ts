import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, rowVersion, timestampTz, createdAt, partOf } from './columns';
import type { ServiceState } from '@contract/machines/agency-service';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { mechanisms } from './estate';
import { global, placed } from './placed';

// An agency's service (issue 15 §2). The columns hold the version in force (what companies see once approved);
// `pending` is a change to an approved service waiting for audit, `awaiting` marks a row in the audit queue.
// `version` bumps on every change and every transition is a conditional update on it.
export const agencyServices = pgTable(
  'agency_services',
  {
    id: rowId(),
    mechanismId: partOf('mechanism_id', () => mechanisms.id),
    state: text('state').$type<ServiceState>().notNull().default('draft'),
    version: rowVersion(),
    awaiting: boolean('awaiting').notNull().default(false),
    name: text('name').notNull(),
    serviceType: text('service_type').notNull(),
    priceMinFen: integer('price_min_fen').notNull(),
    priceMaxFen: integer('price_max_fen').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    deliverables: text('deliverables').notNull().default(''),
    voucherPayable: boolean('voucher_payable').notNull().default(false),
    body: text('body').notNull().default(''),
    pending: jsonb('pending').$type<AgencyServiceFields>(),
    rejectReason: text('reject_reason'),
    submittedAt: timestampTz('submitted_at'),
    auditedAt: timestampTz('audited_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_services_mechanism_idx').on(t.mechanismId, t.id),
    index('agency_services_awaiting_idx').on(t.awaiting, t.submittedAt, t.id),
    index('agency_services_listed_idx').on(t.state, t.serviceType, t.id),
    index('agency_services_state_idx').on(t.state, t.id),
    // A name search is a substring match: it walks this index rather than the table (no trigram index on PGlite).
    index('agency_services_name_idx').on(t.name, t.id),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const agencyServicesPlacement = placed(
  global(agencyServices, 'reference', 'an agency’s services are offered to companies of every park'),
);
