import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowId, timestampTz, createdAt } from './columns';
import type { LogAction, LogModule } from '@contract/oplog';
import type { RoleLevel } from '@contract/schemas/role';
import { global, park, placed } from './placed';

// userType: 0 platform admin, 8 park operator, 9 tenant company, any other (10) service agency.
export const users = pgTable(
  'users',
  {
    id: rowId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: integer('user_type').notNull(),
    nickname: text('nickname'),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar'),
    frozen: boolean('frozen').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestampTz('locked_until'),
    companyId: integer('company_id'),
    mechanismId: integer('mechanism_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), uniqueIndex('users_phone_key').on(t.phone)],
);

// One login session: an access token and a refresh token, both stored as SHA-256 hashes.
// A refresh rotates both; the previous pair's hashes are kept so that a second tab refreshing with the
// previous refresh token within the grace window gets the same new pair (derived, see modules/auth/tokens.ts).
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: rowId(),
    userId: integer('user_id').notNull().references(() => users.id),
    parkId: integer('park_id'),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: timestampTz('access_expires_at').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    refreshExpiresAt: timestampTz('refresh_expires_at').notNull(),
    previousRefreshHash: text('previous_refresh_hash'),
    previousAccessHash: text('previous_access_hash'),
    rotation: integer('rotation').notNull().default(0),
    rotatedAt: timestampTz('rotated_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
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
    id: rowId(),
    phone: text('phone').notNull(),
    verifyType: text('verify_type').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
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
    windowEndsAt: timestampTz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEndsAt)],
);

// Level 1 ranks highest, 3 lowest. park_id null: a platform role, usable in every park; otherwise a role one
// park's operators made for that park.
export const roles = pgTable(
  'roles',
  {
    id: rowId(),
    name: text('name').notNull(),
    level: integer('level').$type<RoleLevel>().notNull(),
    parkId: integer('park_id'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('roles_park_level_idx').on(t.parkId, t.level)],
);

export const menus = pgTable(
  'menus',
  {
    id: rowId(),
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
    id: rowId(),
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
    id: rowId(),
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
    createdAt: createdAt(),
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
  id: rowId(),
  path: text('path').notNull().unique(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: createdAt(),
});

/** Where these tables live past one database (server/db/placement.ts). */
export const accountsPlacement = placed(
  global(users, 'reference', 'a person acts in several parks (operators, agencies) and is named on every park’s rows'),
  global(authSessions, 'local', 'found by token hash before any park is known; its park_id is the current choice and changes'),
  global(verifyCodes, 'local', 'by phone, before sign-in'),
  global(serverSecrets, 'local', 'installation secrets'),
  global(rateLimits, 'local', 'per client address and route, before sign-in'),
  global(roles, 'reference', 'platform roles (park_id null) serve every park; a park’s own roles are few'),
  global(menus, 'reference', 'one menu catalogue for every park'),
  global(privileges, 'reference', 'one privilege catalogue for every park'),
  global(roleMenus, 'reference', 'follows roles'),
  global(rolePrivileges, 'reference', 'follows roles'),
  global(userParks, 'reference', 'read by user at sign-in across the user’s parks; operators × parks stays small'),
  park(operationLogs, 'a platform action (parks, accounts, settings) belongs to no park'),
  global(uploads, 'local', 'a file belongs to its uploader and is read by path; park rows keep its name and URL'),
);
