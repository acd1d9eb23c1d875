// The operation-log module's face: the log list, detail and export routes.
import type { ModuleFace } from '../../lib/module-face';
import { seedLogs } from './seed';
import { logRoutes } from './routes';

export const logsModule: ModuleFace = { routes: [logRoutes], seeds: [seedLogs] };
