import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { routeKit } from '../../lib/route-kit';
import { addField, changeField, fieldInfo, fieldList, moveField, removeField } from './fields';
import { addModel, changeModel, modelInfo, modelList, moveModel, removeModel } from './models';
import { FieldAdd, FieldQuery, FieldUpdate, ModelAdd, ModelQuery, ModelUpdate, Move } from '@contract/schemas/enterprise-fields';

const tags = ['企业字段配置'];
const READ: RouteAccessConfig = { access: { hosts: ['manage'], park: 'scope' } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } };

export const enterpriseFieldRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { byId, remove, write } = routeKit(plugin, { tags, read: READ, write: WRITE });

  app.post('/v1/enterprise/models/list', { config: READ, schema: { tags, summary: '园区的企业信息模块', body: ModelQuery } }, async (request) =>
    ok(await modelList(app.db, contextOf(request), request.body.parkId, request.body)),
  );
  byId('/v1/enterprise/models/info/:id', '模块详情', modelInfo);
  write('post', '/v1/enterprise/models/add', '新增模块', ModelAdd, addModel);
  write('put', '/v1/enterprise/models/update', '修改、启用或停用模块', ModelUpdate, changeModel);
  write('put', '/v1/enterprise/models/move', '模块上移或下移', Move, moveModel);
  remove('/v1/enterprise/models/delete/:id', '删除模块（须先删除其字段）', removeModel);

  app.post('/v1/enterprise/fields/list', { config: READ, schema: { tags, summary: '模块的字段', body: FieldQuery } }, async (request) =>
    ok(await fieldList(app.db, contextOf(request), request.body.modelId, request.body)),
  );
  byId('/v1/enterprise/fields/info/:id', '字段详情', fieldInfo);
  write('post', '/v1/enterprise/fields/add', '新增字段', FieldAdd, addField);
  write('put', '/v1/enterprise/fields/update', '修改、启用或停用字段', FieldUpdate, changeField);
  write('put', '/v1/enterprise/fields/move', '字段上移或下移', Move, moveField);
  remove('/v1/enterprise/fields/delete/:id', '删除字段', removeField);
};
