// The files module's face: uploads, and serving what was uploaded.
import type { ModuleFace } from '../../lib/module-face';
import { filesRoutes } from './routes';

export { namesOf, withUploadNames } from './names';

export const filesModule: ModuleFace = { routes: [filesRoutes] };
