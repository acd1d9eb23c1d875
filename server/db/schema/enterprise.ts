import { bigint, date, numeric, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, parkKey, timestampTz, createdAt, updatedAt, companyKey } from './columns';
import { sql } from 'drizzle-orm';
import { global, park, placed } from './placed';

type Answers = Record<string, unknown>;

// One company's answers to one model (step) of its park's form (issue 13). `data` is what was last submitted or
// accepted; `draft` what the company is still typing (isCommit 0); `pending` a change to an audited model of a
// settled company, waiting for audit while `data` stays in force.
export const companyRecords = pgTable(
  'company_records',
  {
    companyId: companyKey(),
    parkId: parkKey(),
    moduleKey: text('module_key').notNull(),
    data: jsonb('data').$type<Answers>(),
    draft: jsonb('draft').$type<Answers>(),
    pending: jsonb('pending').$type<Answers>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.moduleKey] }), index('company_records_park_idx').on(t.parkId, t.moduleKey)],
);

// The whole record as it stood at each passed audit: `companyManage-detail-copy` compares an earlier one with today's.
export const companyVersions = pgTable(
  'company_versions',
  {
    id: rowId(),
    companyId: companyKey(),
    parkId: parkKey(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, Answers>>().notNull(),
    auditedBy: integer('audited_by'),
    auditedAt: timestampTz('audited_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_versions_company_version_key').on(t.companyId, t.version),
    index('company_versions_park_idx').on(t.parkId, t.companyId, t.version),
  ],
);

// Which rooms a company held and when: move-in opens a row, move-out closes it; rooms.company_id is only the present.
// The history outlives the room: a free room may be deleted, so room_id is no foreign key and room_name keeps the
// room's building, floor and name as they were at move-in.
export const companyTenancies = pgTable(
  'company_tenancies',
  {
    id: rowId(),
    companyId: companyKey(),
    parkId: parkKey(),
    roomId: integer('room_id').notNull(),
    roomName: text('room_name'),
    areaSqm: numeric('area_sqm', { mode: 'number' }).notNull(),
    movedInOn: date('moved_in_on').notNull(),
    movedOutOn: date('moved_out_on'),
  },
  (t) => [
    index('company_tenancies_company_idx').on(t.companyId, t.movedInOn),
    index('company_tenancies_room_idx').on(t.roomId),
    index('company_tenancies_park_idx').on(t.parkId, t.companyId, t.movedInOn),
  ],
);

// What the platform itself recorded about a company, in order: the life tree's own source (kinds: contract).
export const companyEvents = pgTable(
  'company_events',
  {
    id: rowId(),
    companyId: companyKey(),
    parkId: parkKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id'),
    occurredAt: timestampTz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('company_events_company_idx').on(t.companyId, t.occurredAt), index('company_events_park_idx').on(t.parkId, t.companyId, t.occurredAt)],
);

// Milestones an operator or the company adds to the life tree (funding, patent, award, qualification, revenue band).
export const companyMilestones = pgTable(
  'company_milestones',
  {
    id: rowId(),
    companyId: companyKey(),
    parkId: parkKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    occurredOn: date('occurred_on').notNull(),
    /** Funding amount in fen. */
    amountFen: bigint('amount_fen', { mode: 'number' }),
    detail: text('detail'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_milestones_company_idx').on(t.companyId, t.occurredOn),
    index('company_milestones_park_idx').on(t.parkId, t.companyId, t.occurredOn),
  ],
);

// A company's staff (issue 13 point 4); phone and ID number are unique inside the company.
export const personnel = pgTable(
  'personnel',
  {
    id: rowId(),
    companyId: companyKey(),
    parkId: parkKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    position: text('position'),
    department: text('department'),
    entryDate: date('entry_date'),
    leaveDate: date('leave_date'),
    education: text('education'),
    idNumber: text('id_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('personnel_company_idx').on(t.companyId, t.id),
    index('personnel_park_idx').on(t.parkId, t.companyId, t.id),
    uniqueIndex('personnel_company_phone_key').on(t.companyId, t.phone),
    uniqueIndex('personnel_company_id_number_key').on(t.companyId, t.idNumber),
  ],
);

// The message centre: one row per reader; `link` is the console path where the reader acts.
export const messages = pgTable(
  'messages',
  {
    id: rowId(),
    userId: integer('user_id').notNull(),
    parkId: integer('park_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    /** What the message is about (`order:12`, see messageSubject): a later change of it settles this message. */
    subject: text('subject'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_user_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('messages_subject_unread_idx').on(t.subject).where(sql`read_at is null`),
  ],
);

// Company exports run above a size as background tasks; the finished file waits for its operator in the task list.
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: rowId(),
    parkId: parkKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('pending'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    filePath: text('file_path'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestampTz('finished_at'),
    /** The server instance running the task, and when it last said so (server/lib/task-lease.ts). */
    owner: text('owner'),
    heartbeatAt: timestampTz('heartbeat_at'),
    /** How many times an instance started it: a task taken over from a stopped instance starts again. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('export_tasks_park_user_idx').on(t.parkId, t.userId, t.id),
    index('export_tasks_unfinished_idx').on(t.heartbeatAt).where(sql`state in ('pending', 'running')`),
  ],
);

/** Where these tables live past one database (server/db/placement.ts). */
export const enterprisePlacement = placed(
  park(companyRecords),
  park(companyVersions),
  park(companyTenancies),
  park(companyEvents),
  park(companyMilestones),
  park(personnel),
  global(messages, 'user', 'read by reader: an operator’s or agency’s inbox spans parks, and many messages have no park'),
  park(exportTasks),
);
