import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import { IdParams } from '@contract/primitives';
import {
  BODY_MAX_BYTES, ClassAdd, ClassListQuery, ClassOrder, ClassRename, ContentListQuery, ContentShelf, ListByTitleQuery,
  PublishedListQuery, contentAddBody, contentUpdateBody, type ContentAdd, type ContentUpdate,
} from '@contract/schemas/content';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { routeKit } from '../../lib/route-kit';
import { addClass, changeClass, classList, orderClasses, removeClass } from './classes';
import { addContent, changeContent, contentInfo, listContent, removeContent } from './items';
import { listByTitle, publishedDetail, publishedList, serviceNames } from './published';
import { policyConditionRoutes } from './policy-routes';
import { contentReport } from './report';
import { ContentReportQuery } from '@contract/schemas/policy-conditions';
import { shelveContent } from './shelf';

const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } };
const FRONT: RouteAccessConfig = { access: { hosts: ['front', 'agent'], park: 'session' } };
// A body may be 1 MB of rich text plus the item's other fields; the service refuses a body over 1 MB by name.
const SAVE_LIMIT = BODY_MAX_BYTES * 2;

// One set of routes per type of the catalogue, built from its declaration (spec §7 v1/admin/ps/<type>, v1/ps/<type>).
const typeRoutes = (type: ContentTypeKey): FastifyPluginAsync => async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { label, path, classified } = CONTENT_TYPES[type];
  const tags = [`公共服务-${label}`];
  const base = `/v1/admin/ps/${path}`;
  const { byId, remove, write } = routeKit(plugin, { tags, read: READ, write: WRITE, removed: '已删除' });

  app.post(`${base}/list`, { config: READ, schema: { tags, summary: `${label}列表（置顶在前，按发布时间）`, body: ContentListQuery } }, async (request) =>
    ok(await listContent(app.db, contextOf(request), type, request.body)));
  app.post(`${base}/add`, { config: WRITE, bodyLimit: SAVE_LIMIT, schema: { tags, summary: `新增${label}（草稿）`, body: contentAddBody(type) } }, async (request) =>
    ok(await addContent(app.db, contextOf(request), type, request.body as ContentAdd), '保存成功'));
  app.put(`${base}/update`, { config: WRITE, bodyLimit: SAVE_LIMIT, schema: { tags, summary: `修改${label}`, body: contentUpdateBody(type) } }, async (request) =>
    ok(await changeContent(app.db, contextOf(request), type, request.body as ContentUpdate), '保存成功'));
  byId(`${base}/info/:id`, `${label}详情`, (db, ctx, id) => contentInfo(db, ctx, type, id));
  remove(`${base}/delete/:id`, `删除${label}（草稿或已下架的）`, (db, ctx, id) => removeContent(db, ctx, type, id));
  write('post', `${base}/shelf`, `${label}上架、下架、置顶、取消置顶`, ContentShelf, (db, ctx, input) => shelveContent(db, ctx, type, input));

  if (classified) {
    app.post(`${base}/type/list`, { config: READ, schema: { tags, summary: `${label}分类树`, body: ClassListQuery } }, async (request) =>
      ok(await classList(app.db, contextOf(request), type, request.body)));
    write('post', `${base}/type/add`, `新增${label}分类`, ClassAdd, (db, ctx, input) => addClass(db, ctx, type, input));
    write('put', `${base}/type/update`, `重命名${label}分类`, ClassRename, (db, ctx, input) => changeClass(db, ctx, type, input));
    write('post', `${base}/type/order`, `${label}分类排序`, ClassOrder, (db, ctx, input) => orderClasses(db, ctx, type, input));
    remove(`${base}/type/delete/:id`, `删除${label}分类（无内容时）`, (db, ctx, id) => removeClass(db, ctx, type, id));
  }

  app.post(`/v1/ps/${path}/list`, { config: FRONT, schema: { tags, summary: `已发布的${label}（本园区）`, body: PublishedListQuery } }, async (request) =>
    ok(await publishedList(app.db, contextOf(request), type, request.body)));
  app.get(`/v1/ps/${path}/detail/:id`, { config: FRONT, schema: { tags, summary: `已发布的${label}详情`, params: IdParams } }, async (request) =>
    ok(await publishedDetail(app.db, contextOf(request), type, request.params.id)));
};

export const contentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  for (const type of CONTENT_TYPE_KEYS) await plugin.register(typeRoutes(type));
  await plugin.register(policyConditionRoutes);
  const tags = ['公共服务'];
  app.get('/v1/ps/serviceNameList/:id', { config: FRONT, schema: { tags, summary: '某分类下已发布的服务名称', params: IdParams } }, async (request) =>
    ok(await serviceNames(app.db, contextOf(request), request.params.id)));
  app.post('/v1/admin/ps/report', { config: READ, schema: { tags, summary: '内容统计：各类型按状态的条数、设有条件的政策数', body: ContentReportQuery } }, async (request) =>
    ok(await contentReport(app.db, contextOf(request), request.body.parkId)));
  app.post('/v1/ps/listByTitle', { config: FRONT, schema: { tags, summary: '按标题搜索已发布的内容（本园区）', body: ListByTitleQuery } }, async (request) =>
    ok(await listByTitle(app.db, contextOf(request), request.body)));
};
