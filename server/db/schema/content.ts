import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt } from './columns';
import type { ContentExtra } from '@contract/schemas/content';
import { park, placed } from './placed';

// A classification tree of one content type in one park (policy, finance, service).
export const contentClasses = pgTable(
  'content_classes',
  {
    id: rowId(),
    parkId: parkKey(),
    type: text('type').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_classes_name_key').on(t.parkId, t.type, sql`coalesce(${t.parentId}, 0)`, t.name),
    index('content_classes_parent_idx').on(t.parentId),
  ],
);

// Every public-service item (contract/content-types.ts): state draft → on ⇄ off; `extra` holds the type's own
// fields. An item on shelf whose publish_at is ahead reads as scheduled and shows by itself when the time comes.
export const contentItems = pgTable(
  'content_items',
  {
    id: rowId(),
    parkId: parkKey(),
    type: text('type').notNull(),
    classificationId: integer('classification_id').references(() => contentClasses.id),
    title: text('title').notNull(),
    cover: text('cover'),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    extra: jsonb('extra').$type<ContentExtra>().notNull().default({}),
    publishAt: timestampTz('publish_at'),
    state: text('state').notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: rowVersion(),
  },
  (t) => [
    // The admin list's order; the front lists add state to it.
    index('content_items_list_idx').on(t.parkId, t.type, t.pinned.desc(), t.publishAt.desc().nullsLast(), t.id.desc()),
    index('content_items_shelf_idx').on(t.parkId, t.type, t.state, t.pinned.desc(), t.publishAt.desc(), t.id.desc()),
    index('content_items_class_idx').on(t.classificationId),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const contentPlacement = placed(
  park(contentClasses),
  park(contentItems),
);
