import { homeCalls } from '@contract/calls/home';
import { callRoutes } from '../../lib/call-routes';
import type { ModuleTodos } from '../../lib/module-face';
import { agencyHome, companyHome, manageHome } from './service';

/** The home's routes over the to-do kinds the other modules give. */
export const homeRoutesOver = (todos: readonly ModuleTodos[]) =>
  callRoutes(homeCalls, {
    manage: (db, ctx) => manageHome(db, ctx, todos),
    front: (db, ctx) => companyHome(db, ctx, todos),
    agent: (db, ctx) => agencyHome(db, ctx, todos),
  });
