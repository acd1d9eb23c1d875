// The operation-log module's face: the log list, detail and export routes.
export { logRoutes } from './routes';
