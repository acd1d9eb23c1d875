import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, createdAt, updatedAt } from './columns';
import type { AllotKind } from '@contract/schemas/account';
import { users } from './accounts';
import { global, park, placed } from './placed';

// A customer-service manager's allotments in one park: tenant companies they serve ('company') and other manager
// accounts working under them ('staff'). Each company or staff member has at most one manager in a park.
export const managerAllotments = pgTable(
  'manager_allotments',
  {
    id: rowId(),
    parkId: integer('park_id').notNull(),
    managerId: integer('manager_id').notNull().references(() => users.id),
    kind: text('kind').$type<AllotKind>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manager_allotments_target_key').on(t.parkId, t.kind, t.targetId),
    index('manager_allotments_manager_idx').on(t.managerId, t.kind),
  ],
);

// A manager's service commitment (服务承诺): what they promise the companies they serve, shown to those companies.
export const managerCommitments = pgTable('manager_commitments', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});

/** Where these tables live past one database (server/db/placement.ts). */
export const accessPlacement = placed(
  park(managerAllotments),
  global(managerCommitments, 'reference', 'one per manager, shown to the companies the manager serves'),
);
