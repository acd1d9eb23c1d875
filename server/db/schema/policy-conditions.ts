import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, timestampTz, partOf } from './columns';
import { users } from './accounts';
import { contentItems } from './content';
import { companies } from './estate';
import { park, placed } from './placed';

// A policy's eligibility conditions (contract/policy-conditions.ts), in order; saved as a whole set and gone with
// the policy. Rows of their own rather than the item's `extra`: `extra` holds the flat fields every item type
// declares, and conditions are a list the matcher reads by policy.
export const policyConditions = pgTable(
  'policy_conditions',
  {
    id: rowId(),
    policyId: partOf('policy_id', () => contentItems.id),
    parkId: parkKey(),
    sort: integer('sort').notNull(),
    kind: text('kind').notNull(),
    operator: text('operator').notNull(),
    target: text('target'),
    value: jsonb('value').$type<string | number | string[]>().notNull(),
  },
  (t) => [index('policy_conditions_policy_idx').on(t.policyId, t.sort), index('policy_conditions_park_idx').on(t.parkId, t.policyId, t.sort)],
);

// Who was told of which policy: one row per (policy, company), so a send reaches only the companies not told yet and
// two sends at once still tell each company once (the loser's insert does nothing).
export const policyNotifications = pgTable(
  'policy_notifications',
  {
    policyId: partOf('policy_id', () => contentItems.id),
    companyId: partOf('company_id', () => companies.id),
    parkId: parkKey(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.companyId] }), index('policy_notifications_park_idx').on(t.parkId, t.policyId, t.companyId)],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const policyConditionsPlacement = placed(
  park(policyConditions),
  park(policyNotifications),
);
