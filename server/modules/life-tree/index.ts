// The life-tree module's face: a company's growth on one timeline, and companies compared year by year.
import type { ModuleFace } from '../../lib/module-face';
import { seedLifeTree } from './seed';
import { lifeTreeRoutes } from './routes';

export const lifeTreeModule: ModuleFace = { routes: [lifeTreeRoutes], seeds: [seedLifeTree] };
