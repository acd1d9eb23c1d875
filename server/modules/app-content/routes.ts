import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { APP_SLOT_KEYS, APP_SLOTS, type AppSlotKey } from '@contract/app-content';
import { AppItemAdd, AppItemListQuery, AppItemOrder, AppItemUpdate } from '@contract/schemas/app-content';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { routeKit } from '../../lib/route-kit';
import { appHome, appPreview } from './home';
import { addAppItem, appItemInfo, changeAppItem, listSlot, orderSlot, removeAppItem } from './items';

const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } };
const FRONT: RouteAccessConfig = { access: { hosts: ['front', 'agent'], park: 'session' } };

// One set of routes per slot of the catalogue (spec §7 v1/admin/ps/app2/{banner|quickEnter|phone|recommend}, carousel).
const slotRoutes = (kind: AppSlotKey): FastifyPluginAsync => async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { label, path } = APP_SLOTS[kind];
  const tags = ['公共服务-应用内容'];
  const base = `/v1/admin/ps/${path}`;
  const { byId, remove, write } = routeKit(plugin, { tags, read: READ, write: WRITE, removed: '已删除' });

  app.post(`${base}/list`, { config: READ, schema: { tags, summary: `${label}（按顺序）`, body: AppItemListQuery } }, async (request) =>
    ok(await listSlot(app.db, contextOf(request), kind, request.body)));
  write('post', `${base}/add`, `新增${label}`, AppItemAdd, (db, ctx, input) => addAppItem(db, ctx, kind, input));
  write('put', `${base}/update`, `修改${label}`, AppItemUpdate, (db, ctx, input) => changeAppItem(db, ctx, kind, input));
  byId(`${base}/info/:id`, `${label}详情`, (db, ctx, id) => appItemInfo(db, ctx, kind, id));
  remove(`${base}/delete/:id`, `删除${label}`, (db, ctx, id) => removeAppItem(db, ctx, kind, id));
  write('post', `${base}/order`, `${label}排序（整表，过期的列表被拒绝）`, AppItemOrder, (db, ctx, input) => orderSlot(db, ctx, kind, input));
};

export const appContentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  for (const kind of APP_SLOT_KEYS) await plugin.register(slotRoutes(kind));
  const tags = ['公共服务-应用内容'];
  app.post('/v1/admin/ps/app2/preview', { config: READ, schema: { tags, summary: '预览租户应用首页（与租户所见相同）', body: AppItemListQuery } }, async (request) =>
    ok(await appPreview(app.db, contextOf(request), request.body)));
  app.get('/v1/ps/app2/home', { config: FRONT, schema: { tags, summary: '应用首页：本园区有效的横幅、轮播、快捷入口、服务电话、推荐与动态' } }, async (request) =>
    ok(await appHome(app.db, contextOf(request))));
};
