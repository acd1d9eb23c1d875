// The room-import module's face: the import routes, and settling imports a stopped server left running.
import type { ModuleFace } from '../../lib/module-face';
import { estateImportRoutes } from './routes';

export { failInterruptedImports } from './service';

export const estateImportModule: ModuleFace = { routes: [estateImportRoutes] };
