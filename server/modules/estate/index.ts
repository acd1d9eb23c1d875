// The estate module's face: buildings, floors and rooms of a park.
// The park's enabled buildings, for the choosers of other domains (move-in picks rooms from them).
import type { ModuleFace } from '../../lib/module-face';
import { estateRoutes } from './routes';

export { buildingOptions } from './lookups';

export const estateModule: ModuleFace = { routes: [estateRoutes] };
