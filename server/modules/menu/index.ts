// The menu module's face: the caller's menu, the menu administration routes, and the menu reads privileges need.
export { menuRoutes } from './routes';
export { menuAdminRoutes } from './admin-routes';
export { allPrivileges, findMenu } from './admin-queries';
