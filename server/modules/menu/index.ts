// The menu module's face: its routes (the caller's menu and the menu administration), and the menu reads privileges need.
import type { ModuleFace } from '../../lib/module-face';
import { menuRoutes } from './routes';

export { allPrivileges, findMenu } from './admin-queries';

export const menuModule: ModuleFace = { routes: [menuRoutes] };
