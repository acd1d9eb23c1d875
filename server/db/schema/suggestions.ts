import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt, companyKey } from './columns';
import type { SuggestionCategory } from '@contract/suggestions';
import type { SuggestionState } from '@contract/machines/suggestion';
import { park, placed } from './placed';

// What a company asks of its park (spec §7 aspirations). States and transitions: contract/machines/suggestion.ts; every
// change is a conditional update on state and version.
export const suggestions = pgTable(
  'suggestions',
  {
    id: rowId(),
    parkId: parkKey(),
    companyId: companyKey(),
    userId: integer('user_id'),
    category: text('category').$type<SuggestionCategory>().notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    state: text('state').$type<SuggestionState>().notNull().default('submitted'),
    assigneeId: integer('assignee_id'),
    reply: text('reply'),
    repliedBy: integer('replied_by'),
    repliedAt: timestampTz('replied_at'),
    closeRemark: text('close_remark'),
    closedAt: timestampTz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: rowVersion(),
  },
  (t) => [
    index('suggestions_park_idx').on(t.parkId, t.createdAt.desc(), t.id.desc()),
    index('suggestions_park_state_idx').on(t.parkId, t.state, t.createdAt.desc(), t.id.desc()),
    index('suggestions_company_idx').on(t.companyId, t.id.desc()),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const suggestionsPlacement = placed(park(suggestions));
