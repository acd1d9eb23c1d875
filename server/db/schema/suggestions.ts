import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SuggestionCategory } from '@contract/suggestions';
import type { SuggestionState } from '@contract/machines/suggestion';
import { companies, parks } from './estate';

// What a company asks of its park (spec §7 aspirations). States and transitions: contract/machines/suggestion.ts; every
// change is a conditional update on state and version.
export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    parkId: integer('park_id').notNull().references(() => parks.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id'),
    category: text('category').$type<SuggestionCategory>().notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    state: text('state').$type<SuggestionState>().notNull().default('submitted'),
    assigneeId: integer('assignee_id'),
    reply: text('reply'),
    repliedBy: integer('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closeRemark: text('close_remark'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('suggestions_park_idx').on(t.parkId, t.createdAt.desc(), t.id.desc()),
    index('suggestions_park_state_idx').on(t.parkId, t.state, t.createdAt.desc(), t.id.desc()),
    index('suggestions_company_idx').on(t.companyId, t.id.desc()),
  ],
);
