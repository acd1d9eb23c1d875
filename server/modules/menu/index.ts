// The menu module's face: its routes (the caller's menu and the menu administration), and the menu reads privileges need.
export { menuRoutes } from './routes';
export { allPrivileges, findMenu } from './admin-queries';
