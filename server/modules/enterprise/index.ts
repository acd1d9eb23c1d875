// The enterprise module's face: a company's own record on its park's form, and the audit of applications.
// What a change waiting for audit would change in the companies' profile columns (lists and the export show it).
import type { ModuleFace } from '../../lib/module-face';
import { seedEnterpriseRecords } from './seed';
import { enterpriseRoutes } from './routes';
import { enterpriseTodos } from './home-queries';

export { pendingChanges, pendingProfiles } from './profile';
// The same, read per company inside another statement (the company list's page).
export { pendingRecordsJson, type PendingRecord } from './queries';

export const enterpriseModule: ModuleFace = { routes: [enterpriseRoutes], todos: enterpriseTodos, seeds: [seedEnterpriseRecords] };
