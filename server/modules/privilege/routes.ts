import { privilegeCalls } from '@contract/calls/privilege';
import { callRoutes } from '../../lib/call-routes';
import { addPrivilege, listPrivileges, removePrivilege } from './service';

export const privilegeRoutes = callRoutes(privilegeCalls, {
  list: (db, ctx) => listPrivileges(db, ctx),
  add: (db, ctx, { body }) => addPrivilege(db, ctx, body),
  remove: async (db, ctx, { params }) => {
    await removePrivilege(db, ctx, params.id);
    return null;
  },
});
