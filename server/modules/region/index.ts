// The region module's face: the administrative divisions, as routes and for other modules' names.
export { regionRoutes } from './routes';
export { loadDivisions, type Divisions } from './divisions';
