import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt, companyKey, partOf } from './columns';
import type { Attachment } from '@contract/schemas/content';
import type { ConsultationState } from '@contract/machines/consultation';
import { mechanisms } from './estate';
import { child, park, placed } from './placed';

// A company's question about a policy or service of its park (contract/consultation-states.ts). The same rows
// serve the company (v1/ps/policy/consultation*), the park (v1/admin/ps/policy/consultation*) and the agency it was
// handed to (iv/consultation*). `version` bumps on every change: transitions are conditional updates on it.
// `waiting_since` is set while the park owes an answer (open, followUp): overdue is computed from it at read time.
export const consultations = pgTable(
  'consultations',
  {
    id: rowId(),
    parkId: parkKey(),
    companyId: companyKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject's title when asked: the thread still reads after the item is taken off shelf. */
    subjectTitle: text('subject_title').notNull(),
    question: text('question').notNull(),
    state: text('state').$type<ConsultationState>().notNull().default('open'),
    version: rowVersion(),
    mechanismId: integer('mechanism_id').references(() => mechanisms.id),
    handedAt: timestampTz('handed_at'),
    waitingSince: timestampTz('waiting_since'),
    askedBy: integer('asked_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultations_park_idx').on(t.parkId, t.id.desc()),
    index('consultations_park_state_idx').on(t.parkId, t.state, t.id.desc()),
    index('consultations_company_idx').on(t.companyId, t.id.desc()),
    index('consultations_mechanism_idx').on(t.mechanismId, t.id.desc()),
    index('consultations_waiting_idx').on(t.parkId, t.waitingSince).where(sql`${t.waitingSince} is not null`),
  ],
);

// The thread: the question, replies, follow-ups and the platform's own entries (handed to an agency, closed).
export const consultationEntries = pgTable(
  'consultation_entries',
  {
    id: rowId(),
    consultationId: partOf('consultation_id', () => consultations.id),
    parkId: parkKey(),
    author: text('author').notNull(),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_entries_thread_idx').on(t.consultationId, t.id),
    index('consultation_entries_park_idx').on(t.parkId, t.consultationId, t.id),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const consultationPlacement = placed(
  park(consultations),
  child(consultationEntries, consultations, consultationEntries.consultationId),
);
