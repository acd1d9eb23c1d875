// The park dashboard's face (issue 24 point 2): one call per panel and each panel's .xlsx.
import type { ModuleFace } from '../../lib/module-face';
import { dashboardRoutes } from './routes';

export const dashboardModule: ModuleFace = { routes: [dashboardRoutes] };
