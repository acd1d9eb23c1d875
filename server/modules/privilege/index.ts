// The privilege module's face: the button-privilege code routes.
export { privilegeRoutes } from './routes';
