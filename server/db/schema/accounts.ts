import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LogAction, LogModule } from '@contract/oplog';
import type { RoleLevel } from '@contract/schemas/role';

// userType: 0 platform admin, 8 park operator, 9 tenant company, any other (10) service agency.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: integer('user_type').notNull(),
    nickname: text('nickname'),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar'),
    frozen: boolean('frozen').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    companyId: integer('company_id'),
    mechanismId: integer('mechanism_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_phone_key').on(t.phone)],
);

// One login session: an access token and a refresh token, both stored as SHA-256 hashes.
// A refresh rotates both; the previous pair's hashes are kept so that a second tab refreshing with the
// previous refresh token within the grace window gets the same new pair (derived, see modules/auth/tokens.ts).
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    parkId: integer('park_id'),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash').notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    previousRefreshHash: text('previous_refresh_hash'),
    previousAccessHash: text('previous_access_hash'),
    rotation: integer('rotation').notNull().default(0),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_sessions_access_key').on(t.accessHash),
    uniqueIndex('auth_sessions_refresh_key').on(t.refreshHash),
    index('auth_sessions_previous_refresh_idx').on(t.previousRefreshHash),
    index('auth_sessions_previous_access_idx').on(t.previousAccessHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    verifyType: text('verify_type').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verify_codes_phone_idx').on(t.phone, t.verifyType, t.createdAt)],
);

// Installation-wide secrets shared by every server instance on one database.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// Calls counted per client address and route for the rate limits of sign-in, registration and verify codes, kept in
// the database so every server instance on it counts the same calls: one row per key and window.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

// Level 1 ranks highest, 3 lowest. park_id null: a platform role, usable in every park; otherwise a role one
// park's operators made for that park.
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').$type<RoleLevel>().notNull(),
    parkId: integer('park_id'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_park_level_idx').on(t.parkId, t.level)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_parent_idx').on(t.parentId), uniqueIndex('menus_path_key').on(t.path)],
);

export const privileges = pgTable(
  'privileges',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    menuId: integer('menu_id').references(() => menus.id),
  },
  (t) => [uniqueIndex('privileges_code_key').on(t.code)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id').notNull().references(() => roles.id),
    menuId: integer('menu_id').notNull().references(() => menus.id),
  },
  (t) => [uniqueIndex('role_menus_key').on(t.roleId, t.menuId)],
);

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    roleId: integer('role_id').notNull().references(() => roles.id),
    privilegeId: integer('privilege_id').notNull().references(() => privileges.id),
  },
  (t) => [uniqueIndex('role_privileges_key').on(t.roleId, t.privilegeId)],
);

// A park operator belongs to parks, with one role in each.
export const userParks = pgTable(
  'user_parks',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    parkId: integer('park_id').notNull(),
    roleId: integer('role_id').references(() => roles.id),
  },
  (t) => [uniqueIndex('user_parks_key').on(t.userId, t.parkId), index('user_parks_park_idx').on(t.parkId)],
);

export const operationLogs = pgTable(
  'operation_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    username: text('username'),
    userType: integer('user_type'),
    parkId: integer('park_id'),
    module: text('module').$type<LogModule>().notNull(),
    action: text('action').$type<LogAction>().notNull(),
    target: text('target'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    result: text('result').notNull().default('success'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt),
    index('operation_logs_park_created_idx').on(t.parkId, t.createdAt),
    index('operation_logs_user_idx').on(t.userId),
    // The list's exact-match filters, newest first.
    index('operation_logs_module_created_idx').on(t.module, t.createdAt),
    index('operation_logs_action_created_idx').on(t.action, t.createdAt),
  ],
);

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
