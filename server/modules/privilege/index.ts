// The privilege module's face: the button-privilege code routes.
import type { ModuleFace } from '../../lib/module-face';
import { privilegeRoutes } from './routes';

export const privilegeModule: ModuleFace = { routes: [privilegeRoutes] };
