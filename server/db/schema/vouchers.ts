import { bigint, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, partOf } from './columns';
import type { SettlementWindow } from '@contract/schemas/vouchers';
import { users } from './accounts';
import type { StoredVoucherState } from '@contract/machines/voucher';
import { companies, parks } from './estate';
import { child, park, placed } from './placed';

// A voucher programme of one park (issue 17). `issued` is the budget counter: the face value of every voucher issued
// and not recalled. Issuing is a conditional update on it (`issued + amount <= budget`), so no voucher is ever issued
// past the budget, however many operators issue at once.
export const voucherBatches = pgTable(
  'voucher_batches',
  {
    id: rowId(),
    parkId: integer('park_id')
      .notNull()
      .references(() => parks.id),
    name: text('name').notNull(),
    funder: text('funder').notNull(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    quota: integer('quota').notNull(),
    serviceTypes: text('service_types').array().notNull(),
    applyStart: date('apply_start').notNull(),
    applyEnd: date('apply_end').notNull(),
    expiresOn: date('expires_on').notNull(),
    settlementWindows: jsonb('settlement_windows').$type<SettlementWindow[]>().notNull(),
    issued: bigint('issued', { mode: 'number' }).notNull().default(0),
    version: rowVersion(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_batches_park_idx').on(t.parkId, t.id),
    index('voucher_batches_window_idx').on(t.parkId, t.applyEnd, t.id),
    index('voucher_batches_types_idx').using('gin', t.serviceTypes),
  ],
);

// A company's application for vouchers of a batch: submitted → passed (vouchers issued) | rejected.
export const voucherApplications = pgTable(
  'voucher_applications',
  {
    id: rowId(),
    batchId: partOf('batch_id', () => voucherBatches.id),
    parkId: parkKey(),
    companyId: partOf('company_id', () => companies.id),
    quantity: integer('quantity').notNull(),
    state: text('state').notNull().default('submitted'),
    reason: text('reason'),
    submittedAt: timestampTz('submitted_at').notNull().defaultNow(),
    reviewedAt: timestampTz('reviewed_at'),
  },
  (t) => [
    index('voucher_applications_batch_idx').on(t.batchId, t.id),
    index('voucher_applications_batch_state_idx').on(t.batchId, t.state, t.id),
    index('voucher_applications_company_idx').on(t.companyId, t.batchId, t.id),
    index('voucher_applications_park_idx').on(t.parkId, t.batchId, t.id),
  ],
);

// One voucher. `expiresOn` is the batch's, copied so a company's list filters on this table alone. The ledger sums
// `face_value` and `redeemed` by (batch, state) from the ledger index, never row by row in the server.
export const vouchers = pgTable(
  'vouchers',
  {
    id: rowId(),
    batchId: partOf('batch_id', () => voucherBatches.id),
    parkId: parkKey(),
    companyId: partOf('company_id', () => companies.id),
    applicationId: integer('application_id').references(() => voucherApplications.id, { onDelete: 'set null' }),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    state: text('state').$type<StoredVoucherState>().notNull().default('active'),
    expiresOn: date('expires_on').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    committedAt: timestampTz('committed_at'),
    usedAt: timestampTz('used_at'),
    redeemed: bigint('redeemed', { mode: 'number' }),
    recalledAt: timestampTz('recalled_at'),
    recallReason: text('recall_reason'),
    version: rowVersion(),
  },
  (t) => [
    index('vouchers_ledger_idx').on(t.batchId, t.state, t.faceValue, t.redeemed),
    index('vouchers_batch_idx').on(t.batchId, t.id),
    index('vouchers_batch_state_idx').on(t.batchId, t.state, t.expiresOn, t.id),
    index('vouchers_company_idx').on(t.companyId, t.id),
    index('vouchers_company_state_idx').on(t.companyId, t.state, t.expiresOn, t.id),
    index('vouchers_park_idx').on(t.parkId, t.batchId, t.id),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const vouchersPlacement = placed(
  park(voucherBatches),
  child(voucherApplications, voucherBatches, voucherApplications.batchId),
  child(vouchers, voucherBatches, vouchers.batchId),
);
