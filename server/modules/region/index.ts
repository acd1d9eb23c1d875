// The region module's face: the administrative divisions, as routes and for other modules' names.
import type { ModuleFace } from '../../lib/module-face';
import { regionRoutes } from './routes';

export { loadDivisions, type Divisions } from './divisions';

export const regionModule: ModuleFace = { routes: [regionRoutes] };
