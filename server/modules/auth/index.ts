// The auth module's face: sign-in and sign-out routes, the onRequest hook that authenticates every call, and the
// session helpers the account calls of other modules reuse.
import type { ModuleFace } from '../../lib/module-face';
import { authRoutes } from './routes';

export { authenticate } from './authenticate';
export { loginUserOf } from './profile';
export { findUserById, revokeUserSessions } from './queries';
export { contextFor } from './session-context';
export { accessHashOf, liveAccessHashes } from './session-alive';
export { authRateLimit, bodyOptional, emptyBody } from './schemas';
export { installationSecret, keyed } from './tokens';

export const authModule: ModuleFace = { routes: [authRoutes] };
