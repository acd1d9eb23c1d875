// The staff module's face: the personnel routes (the company's own staff, and an operator's read-only view).
import type { ModuleFace } from '../../lib/module-face';
import { seedPersonnel } from './seed';
import { personnelRoutes } from './routes';

export const personnelModule: ModuleFace = { routes: [personnelRoutes], seeds: [seedPersonnel] };
