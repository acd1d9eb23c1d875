import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppSlotKey } from '@contract/app-content';
import { parks } from './estate';

// What a park shows in its tenants' app and portal (contract/app-content.ts): banners, carousels, quick entries,
// service phones, recommended content. `sort` orders a slot; a reorder is a conditional update on every `version`.
export const appItems = pgTable(
  'app_items',
  {
    id: serial('id').primaryKey(),
    parkId: integer('park_id').notNull().references(() => parks.id),
    kind: text('kind').$type<AppSlotKey>().notNull(),
    title: text('title').notNull(),
    image: text('image'),
    link: text('link'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('app_items_slot_idx').on(t.parkId, t.kind, t.sort, t.id)],
);
