// The user module's face: the signed-in user's own account calls, registration and password reset.
import type { ModuleFace } from '../../lib/module-face';
import { userRoutes } from './routes';

export { usernameTaken } from './queries';

export const userModule: ModuleFace = { routes: [userRoutes] };
