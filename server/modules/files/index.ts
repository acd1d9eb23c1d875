// The files module's face: uploads, and serving what was uploaded.
export { filesRoutes } from './routes';
