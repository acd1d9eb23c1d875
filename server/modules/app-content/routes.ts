import type { FastifyPluginAsync } from 'fastify';
import { APP_SLOT_KEYS, type AppSlotKey } from '@contract/app-content';
import { appContentCalls, appSlotCalls } from '@contract/calls/app-content';
import { callRoutes } from '../../lib/call-routes';
import { appHome, appPreview } from './home';
import { addAppItem, appItemInfo, changeAppItem, listSlot, orderSlot, removeAppItem } from './items';

// The same handlers for every slot of the catalogue, each under its slot's declared paths.
const slotRoutes = (kind: AppSlotKey) =>
  callRoutes(appSlotCalls[kind], {
    list: (db, ctx, { body }) => listSlot(db, ctx, kind, body),
    add: (db, ctx, { body }) => addAppItem(db, ctx, kind, body),
    update: (db, ctx, { body }) => changeAppItem(db, ctx, kind, body),
    info: (db, ctx, { params }) => appItemInfo(db, ctx, kind, params.id),
    remove: async (db, ctx, { params }) => {
      await removeAppItem(db, ctx, kind, params.id);
      return null;
    },
    order: (db, ctx, { body }) => orderSlot(db, ctx, kind, body),
  });

export const appContentRoutes: FastifyPluginAsync = async (plugin) => {
  for (const kind of APP_SLOT_KEYS) await plugin.register(slotRoutes(kind));
  await plugin.register(
    callRoutes(appContentCalls, {
      preview: (db, ctx, { body }) => appPreview(db, ctx, body),
      home: (db, ctx) => appHome(db, ctx),
    }),
  );
};
