import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, timestampTz, createdAt, updatedAt } from './columns';
import { sql } from 'drizzle-orm';
import type { FieldKind, FieldType } from '@contract/schemas/enterprise-fields';
import type { ImportState } from '@contract/schemas/estate-import';
import type { AppPlatform } from '@contract/schemas/system-settings';
import { global, park, placed } from './placed';

// A bulk import of rooms: state pending → running → success | failed; errors name each bad row.
export const importTasks = pgTable(
  'import_tasks',
  {
    id: rowId(),
    parkId: parkKey(),
    userId: integer('user_id'),
    username: text('username'),
    fileName: text('file_name').notNull(),
    state: text('state').$type<ImportState>().notNull().default('pending'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    finishedAt: timestampTz('finished_at'),
    /** The server instance running the import, and when it last said so (server/lib/task-lease.ts). */
    owner: text('owner'),
    heartbeatAt: timestampTz('heartbeat_at'),
  },
  (t) => [
    index('import_tasks_park_idx').on(t.parkId, t.id),
    index('import_tasks_unfinished_idx').on(t.heartbeatAt).where(sql`state in ('pending', 'running')`),
  ],
);

// The modules (steps) of a park's company information form.
export const enterpriseModels = pgTable(
  'enterprise_models',
  {
    id: rowId(),
    parkId: parkKey(),
    name: text('name').notNull(),
    moduleKey: text('module_key').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A settled company's change to this model goes back through audit. */
    audited: boolean('audited').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('enterprise_models_park_key').on(t.parkId, t.moduleKey), index('enterprise_models_park_sort_idx').on(t.parkId, t.sort)],
);

// type: text, textarea, number, select, multi-select, date, upload.
export const enterpriseFields = pgTable(
  'enterprise_fields',
  {
    id: rowId(),
    parkId: parkKey(),
    modelId: integer('model_id').notNull().references(() => enterpriseModels.id),
    fieldKey: text('field_key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<FieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    maxLength: integer('max_length'),
    // What the field means (contract/field-kinds.ts); null keeps only the type's rules.
    kind: text('kind').$type<FieldKind>(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('enterprise_fields_model_key').on(t.modelId, t.fieldKey),
    index('enterprise_fields_model_sort_idx').on(t.modelId, t.sort),
    // The whole form of a park (every enabled field, in order) is read by park: record screens, versions, export.
    index('enterprise_fields_park_idx').on(t.parkId, t.sort),
  ],
);

// Platform-wide settings by key (the super-admin settings, the app version).
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// Client applications allowed to call the platform (app key + secret).
export const apps = pgTable(
  'apps',
  {
    id: rowId(),
    name: text('name').notNull(),
    platform: text('platform').$type<AppPlatform>().notNull(),
    appKey: text('app_key').notNull(),
    appSecret: text('app_secret').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('apps_key').on(t.appKey), uniqueIndex('apps_name_key').on(t.name)],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const parkConfigPlacement = placed(
  park(importTasks),
  park(enterpriseModels),
  park(enterpriseFields),
  global(systemSettings, 'local', 'platform settings'),
  global(apps, 'local', 'client applications of the platform'),
);
