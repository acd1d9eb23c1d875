import { integer, serial, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { companies, parks } from './estate';

// The columns most tables share, declared once. Functions, not shared builders: each table gets builders of its own,
// and a function declaration is ready before estate.ts (which both defines `parks` and uses these) finishes loading.

export function rowId() {
  return serial('id').primaryKey();
}

/** The park a row belongs to: the key its table is split by past one database (server/db/placement.ts). */
export function parkKey() {
  return integer('park_id').notNull().references(() => parks.id);
}

/** The company a row belongs to. */
export function companyKey() {
  return integer('company_id').notNull().references(() => companies.id);
}

/** A row that is part of its parent (`parent` names the parent's key): deleted with it. */
export function partOf(name: string, parent: () => PgColumn) {
  return integer(name).notNull().references(parent, { onDelete: 'cascade' });
}

/** Bumped by every change: a state change is a conditional update on it (server/lib/transition.ts). */
export function rowVersion() {
  return integer('version').notNull().default(0);
}

export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true });
}

export function createdAt() {
  return timestampTz('created_at').notNull().defaultNow();
}

export function updatedAt() {
  return timestampTz('updated_at').notNull().defaultNow();
}
