// The user module's face: the signed-in user's own account calls, registration and password reset.
export { userRoutes } from './routes';
export { usernameTaken } from './queries';
