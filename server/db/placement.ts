import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from './schema';

// Where each table would live once the data outgrows one database (server/README.md, "Past one database").
// `park`: distributed by park_id, every park's rows on one node. `child`: a park table's dependent rows, carrying the
// parent's park_id so they sit on the parent's node (co-located). `global`: not split by park, `reference` tables
// replicated to every node so park rows join them locally, `user` tables distributed by user_id, `local` ones kept
// on the coordinator. tests/server/db/distribution.test.ts holds the live catalogue to this list.

export type Placement =
  | { kind: 'park'; table: PgTable; platformRows?: string }
  | { kind: 'child'; table: PgTable; parent: PgTable; via: PgColumn }
  | { kind: 'global'; table: PgTable; as: 'reference' | 'user' | 'local'; why: string };

const park = (table: PgTable, platformRows?: string): Placement => ({ kind: 'park', table, platformRows });
const child = (table: PgTable, parent: PgTable, via: PgColumn): Placement => ({ kind: 'child', table, parent, via });
const global = (table: PgTable, as: 'reference' | 'user' | 'local', why: string): Placement => ({ kind: 'global', table, as, why });

export const PLACEMENTS: readonly Placement[] = [
  park(t.buildings),
  park(t.floors),
  park(t.rooms),
  park(t.companies),
  park(t.importTasks),
  park(t.enterpriseModels),
  park(t.enterpriseFields),
  park(t.companyRecords),
  park(t.companyVersions),
  park(t.companyTenancies),
  park(t.companyEvents),
  park(t.companyMilestones),
  park(t.personnel),
  park(t.exportTasks),
  park(t.managerAllotments),
  park(t.contentClasses),
  park(t.contentItems),
  park(t.policyConditions),
  park(t.policyNotifications),
  park(t.appItems),
  park(t.orders),
  park(t.orderServiceLevels),
  park(t.settlements),
  park(t.voucherBatches),
  park(t.consultations),
  park(t.preApplications),
  park(t.suggestions),
  park(t.operationLogs, 'a platform action (parks, accounts, settings) belongs to no park'),
  child(t.orderEvents, t.orders, t.orderEvents.orderId),
  child(t.voucherOrders, t.orders, t.voucherOrders.orderId),
  child(t.settlementOrders, t.settlements, t.settlementOrders.settlementId),
  child(t.voucherApplications, t.voucherBatches, t.voucherApplications.batchId),
  child(t.vouchers, t.voucherBatches, t.vouchers.batchId),
  child(t.consultationEntries, t.consultations, t.consultationEntries.consultationId),
  child(t.preApplySteps, t.preApplications, t.preApplySteps.preApplyId),
  global(t.parks, 'reference', 'the park list itself, the target of every park_id'),
  global(t.users, 'reference', 'a person acts in several parks (operators, agencies) and is named on every park’s rows'),
  global(t.userParks, 'reference', 'read by user at sign-in across the user’s parks; operators × parks stays small'),
  global(t.roles, 'reference', 'platform roles (park_id null) serve every park; a park’s own roles are few'),
  global(t.menus, 'reference', 'one menu catalogue for every park'),
  global(t.privileges, 'reference', 'one privilege catalogue for every park'),
  global(t.roleMenus, 'reference', 'follows roles'),
  global(t.rolePrivileges, 'reference', 'follows roles'),
  global(t.managerCommitments, 'reference', 'one per manager, shown to the companies the manager serves'),
  global(t.mechanisms, 'reference', 'an agency serves every park; orders, consultations and settlements join it'),
  global(t.agencyProfiles, 'reference', 'the agency’s own profile, read from every park'),
  global(t.agencyStrength, 'reference', 'the agency’s own showcase, read from every park'),
  global(t.agencyServices, 'reference', 'an agency’s services are offered to companies of every park'),
  global(t.messages, 'user', 'read by reader: an operator’s or agency’s inbox spans parks, and many messages have no park'),
  global(t.authSessions, 'local', 'found by token hash before any park is known; its park_id is the current choice and changes'),
  global(t.verifyCodes, 'local', 'by phone, before sign-in'),
  global(t.rateLimits, 'local', 'per client address and route, before sign-in'),
  global(t.serverSecrets, 'local', 'installation secrets'),
  global(t.systemSettings, 'local', 'platform settings'),
  global(t.apps, 'local', 'client applications of the platform'),
  global(t.uploads, 'local', 'a file belongs to its uploader and is read by path; park rows keep its name and URL'),
];

export const placementName = (table: PgTable): string => getTableName(table);
