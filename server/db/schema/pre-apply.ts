import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt, companyKey, partOf } from './columns';
import type { PreApplyForm, PreApplyMatch } from '@contract/schemas/pre-apply';
import type { PreApplyAction, PreApplyActor, PreApplyState } from '@contract/machines/pre-apply';
import { child, park, placed } from './placed';

// A company's pre-application for one policy of its park (contract/machines/pre-apply.ts). `version` bumps on every
// change: each transition is a conditional update on id, state and version. Policy title and company name are kept
// as they were when it was saved, so the park's list filters and shows them without joins.
export const preApplications = pgTable(
  'pre_applications',
  {
    id: rowId(),
    parkId: parkKey(),
    companyId: companyKey(),
    // No foreign key: an off-shelf policy may be deleted, its applications keep its title.
    policyId: integer('policy_id').notNull(),
    policyTitle: text('policy_title').notNull(),
    companyName: text('company_name').notNull(),
    state: text('state').$type<PreApplyState>().notNull(),
    version: rowVersion(),
    form: jsonb('form').$type<PreApplyForm>().notNull(),
    match: jsonb('match').$type<PreApplyMatch>(),
    cancelReason: text('cancel_reason'),
    submittedAt: timestampTz('submitted_at'),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The park's list (newest first; the submission-day and company-name filters walk it) and its filters by state
    // and policy; the company's own list.
    index('pre_applications_park_idx').on(t.parkId, t.id.desc()),
    index('pre_applications_park_state_idx').on(t.parkId, t.state, t.id.desc()),
    index('pre_applications_policy_idx').on(t.policyId, t.id.desc()),
    index('pre_applications_company_idx').on(t.companyId, t.id.desc()),
    // One application in progress per company and policy: of two started at once, one is refused.
    uniqueIndex('pre_applications_open_key').on(t.companyId, t.policyId).where(sql`${t.state} in ('draft', 'submitted', 'returned')`),
  ],
);

// Every step of an application, oldest first: who moved it from which state to which, with the opinion or reason.
export const preApplySteps = pgTable(
  'pre_apply_steps',
  {
    id: rowId(),
    preApplyId: partOf('pre_apply_id', () => preApplications.id),
    parkId: parkKey(),
    action: text('action').$type<PreApplyAction>().notNull(),
    fromState: text('from_state').$type<PreApplyState>(),
    toState: text('to_state').$type<PreApplyState>().notNull(),
    who: text('who').$type<PreApplyActor>().notNull(),
    userId: integer('user_id'),
    actorName: text('actor_name').notNull(),
    opinion: text('opinion'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [index('pre_apply_steps_apply_idx').on(t.preApplyId, t.id), index('pre_apply_steps_park_idx').on(t.parkId, t.preApplyId, t.id)],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const preApplyPlacement = placed(
  park(preApplications),
  child(preApplySteps, preApplications, preApplySteps.preApplyId),
);
