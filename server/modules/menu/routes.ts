import { menuCalls } from '@contract/calls/menu';
import { callRoutes } from '../../lib/call-routes';
import { addMenu, allTree, removeMenu, setMenuPrivilege } from './admin-service';
import { currentUserMenu } from './service';

export const menuRoutes = callRoutes(menuCalls, {
  current: (db, ctx, { params }) => currentUserMenu(db, ctx, params.parkId),
  allTree: (db, ctx) => allTree(db, ctx),
  add: (db, ctx, { body }) => addMenu(db, ctx, body),
  remove: async (db, ctx, { params }) => {
    await removeMenu(db, ctx, params.id);
    return null;
  },
  setPrivilege: (db, ctx, { body }) => setMenuPrivilege(db, ctx, body.menuId, body.privilegeIds),
});
