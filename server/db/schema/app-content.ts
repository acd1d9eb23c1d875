import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId, parkKey, rowVersion, timestampTz, createdAt, updatedAt } from './columns';
import type { AppSlotKey } from '@contract/app-content';
import { park, placed } from './placed';

// What a park shows in its tenants' app and portal (contract/app-content.ts): banners, carousels, quick entries,
// service phones, recommended content. `sort` orders a slot; a reorder is a conditional update on every `version`.
export const appItems = pgTable(
  'app_items',
  {
    id: rowId(),
    parkId: parkKey(),
    kind: text('kind').$type<AppSlotKey>().notNull(),
    title: text('title').notNull(),
    image: text('image'),
    link: text('link'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    validFrom: timestampTz('valid_from'),
    validTo: timestampTz('valid_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: rowVersion(),
  },
  (t) => [index('app_items_slot_idx').on(t.parkId, t.kind, t.sort, t.id)],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const appContentPlacement = placed(park(appItems));
