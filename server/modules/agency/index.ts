// The agency module's face: a service agency's profile, its audit and the park's agency administration.
export { agencyRoutes } from './routes';
