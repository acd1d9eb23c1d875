// The role module's face: the role routes, and looking a role up for the account module.
export { roleRoutes } from './routes';
export { findRole } from './queries';
