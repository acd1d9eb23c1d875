// The verify-code module's face: the SMS code routes, and checking and using a code for other modules' calls.
import type { ModuleFace } from '../../lib/module-face';
import { verifyCodeRoutes } from './routes';

export { phoneOwner } from './queries';
export { codeProperty, phoneProperty } from './schemas';
export { checkCode, maskPhone, useCode } from './service';

export const verifyCodeModule: ModuleFace = { routes: [verifyCodeRoutes] };
