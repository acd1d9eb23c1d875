// The park module's face: the park routes, and looking a park up for the modules of its estate.
import type { ModuleFace } from '../../lib/module-face';
import { parkRoutes } from './routes';

export { findPark } from './queries';
export { regionName, isValidRegion } from './region-names';

export const parkModule: ModuleFace = { routes: [parkRoutes] };
