import { homeCalls } from '@contract/calls/home';
import { callRoutes } from '../../lib/call-routes';
import { agencyHome, companyHome, manageHome } from './service';

export const homeRoutes = callRoutes(homeCalls, {
  manage: (db, ctx) => manageHome(db, ctx),
  front: (db, ctx) => companyHome(db, ctx),
  agent: (db, ctx) => agencyHome(db, ctx),
});
