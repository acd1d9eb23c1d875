// The agency module's face: a service agency's profile, its audit and the park's agency administration, its
// services, and the reads other modules need (orders, vouchers and content read listed services only through here).
import type { ModuleFace } from '../../lib/module-face';
import { seedAgencies } from './seed';
import { seedAgencyServices } from './service-seed';
import { agencyRoutes } from './routes';
import { agencyServiceRoutes } from './service-routes';
import { agencyTodos } from './home-queries';

export { agenciesOffering, findListedService, listedServiceDetail, listedServicePage } from './listed';

export const agencyModule: ModuleFace = { routes: [agencyRoutes, agencyServiceRoutes], todos: agencyTodos, seeds: [seedAgencies, seedAgencyServices] };
