// The to-do home's face (issue 24 point 1): one call per host kind.
export { homeRoutes } from './routes';
