import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { contentItems } from './content';
import { parks } from './estate';

// A policy's eligibility conditions (src/contract/policy-conditions.ts), in order; saved as a whole set and gone with
// the policy. Rows of their own rather than the item's `extra`: `extra` holds the flat fields every item type
// declares, and conditions are a list the matcher reads by policy.
export const policyConditions = pgTable(
  'policy_conditions',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id').notNull().references(() => contentItems.id, { onDelete: 'cascade' }),
    parkId: integer('park_id').notNull().references(() => parks.id),
    sort: integer('sort').notNull(),
    kind: text('kind').notNull(),
    operator: text('operator').notNull(),
    target: text('target'),
    value: jsonb('value').$type<string | number | string[]>().notNull(),
  },
  (t) => [index('policy_conditions_policy_idx').on(t.policyId, t.sort)],
);
