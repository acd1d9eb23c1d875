// The account module's face: customer-service manager accounts, their allotments and commitments.
import type { ModuleFace } from '../../lib/module-face';
import { accountRoutes } from './routes';

export const accountModule: ModuleFace = { routes: [accountRoutes] };
