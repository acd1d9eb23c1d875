import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowVersion, timestampTz, updatedAt } from './columns';
import type { AgencyState } from '@contract/machines/agency-profile';
import type { AgencyProfileFields, AgencyStrength } from '@contract/schemas/agency';
import { mechanisms } from './estate';
import { global, placed } from './placed';

// One agency's profile (DESIGN.md §5): `data` is in force, `pending` a change to an approved profile waiting for audit
// (the agency stays listed on `data` meanwhile). `awaiting` marks a profile in the audit queue; `version` bumps on
// every state change, and transitions are conditional updates on it.
export const agencyProfiles = pgTable(
  'agency_profiles',
  {
    mechanismId: integer('mechanism_id')
      .primaryKey()
      .references(() => mechanisms.id, { onDelete: 'cascade' }),
    state: text('state').$type<AgencyState>().notNull().default('incomplete'),
    version: rowVersion(),
    awaiting: boolean('awaiting').notNull().default(false),
    data: jsonb('data').$type<AgencyProfileFields>(),
    pending: jsonb('pending').$type<AgencyProfileFields>(),
    serviceTypes: text('service_types').array().notNull().default([]),
    creditCode: text('credit_code'),
    rejectReason: text('reject_reason'),
    submittedAt: timestampTz('submitted_at'),
    auditedAt: timestampTz('audited_at'),
  },
  (t) => [
    index('agency_profiles_state_idx').on(t.state, t.mechanismId),
    index('agency_profiles_awaiting_idx').on(t.awaiting, t.submittedAt),
    index('agency_profiles_types_idx').using('gin', t.serviceTypes),
  ],
);

// The agency's strength shown on its public detail: one row per agency, saved whole by the agency.
export const agencyStrength = pgTable('agency_strength', {
  mechanismId: integer('mechanism_id')
    .primaryKey()
    .references(() => mechanisms.id, { onDelete: 'cascade' }),
  members: jsonb('members').$type<AgencyStrength['members']>().notNull().default([]),
  qualifications: jsonb('qualifications').$type<AgencyStrength['qualifications']>().notNull().default([]),
  cases: jsonb('cases').$type<AgencyStrength['cases']>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Where these tables live past one database (server/db/placement.ts). */
export const agencyPlacement = placed(
  global(agencyProfiles, 'reference', 'the agency’s own profile, read from every park'),
  global(agencyStrength, 'reference', 'the agency’s own showcase, read from every park'),
);
