import { roleCalls } from '@contract/calls/role';
import { callRoutes } from '../../lib/call-routes';
import { addRole, changeRole, listRolesFor, removeRole, roleDetail, setRoleMenuPrivileges } from './service';

export const roleRoutes = callRoutes(roleCalls, {
  list: (db, ctx, { body }) => listRolesFor(db, ctx, body),
  levelList: (db, ctx, { params, body }) => listRolesFor(db, ctx, { ...body, level: params.level }),
  detail: (db, ctx, { params }) => roleDetail(db, ctx, params.id),
  add: (db, ctx, { body }) => addRole(db, ctx, body),
  update: (db, ctx, { body: { id, ...input } }) => changeRole(db, ctx, id, input),
  remove: async (db, ctx, { params }) => {
    await removeRole(db, ctx, params.id);
    return null;
  },
  setting: (db, ctx, { body: { roleId, ...grants } }) => setRoleMenuPrivileges(db, ctx, roleId, grants),
});
