// The role module's face: the role routes, and looking a role up for the account module.
import type { ModuleFace } from '../../lib/module-face';
import { roleRoutes } from './routes';

export { findRole } from './queries';

export const roleModule: ModuleFace = { routes: [roleRoutes] };
