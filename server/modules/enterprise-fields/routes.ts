import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { PageRequest } from '../../lib/paging';
import { contextOf, type RequestContext } from '../../lib/request-context';
import type { Db } from '../../db/client';
import { addField, changeField, fieldInfo, fieldList, moveField, removeField } from './fields';
import { addModel, changeModel, modelInfo, modelList, moveModel, removeModel } from './models';
import {
  addFieldBody, addModelBody, fieldListBody, idParams, modelListBody, moveBody, updateFieldBody, updateModelBody,
  type FieldAdd, type FieldUpdate, type ModelAdd, type ModelUpdate, type Move,
} from './schemas';

const tags = ['企业字段配置'];
const privileged = { privilege: '0101' };
type Handler<T> = (db: Db, ctx: RequestContext, input: T) => Promise<unknown>;

export const enterpriseFieldRoutes: FastifyPluginAsync = async (app) => {
  const write = <T>(method: 'post' | 'put', path: string, summary: string, body: object, handler: Handler<T>) =>
    app[method]<{ Body: T }>(path, { config: privileged, schema: { tags, summary, body } }, async (request) =>
      ok((await handler(app.db, contextOf(request), request.body as T)) ?? null, '保存成功'),
    );
  const byId = (method: 'get' | 'delete', path: string, summary: string, handler: Handler<number>) =>
    app[method]<{ Params: { id: number } }>(path, { ...(method === 'delete' ? { config: privileged } : {}), schema: { tags, summary, params: idParams } }, async (request) =>
      ok((await handler(app.db, contextOf(request), request.params.id)) ?? null),
    );

  app.post<{ Body: PageRequest & { parkId: number } }>('/v1/enterprise/models/list', { schema: { tags, summary: '园区的企业信息模块', body: modelListBody } }, async (request) =>
    ok(await modelList(app.db, contextOf(request), request.body.parkId, request.body)),
  );
  byId('get', '/v1/enterprise/models/info/:id', '模块详情', modelInfo);
  write<ModelAdd>('post', '/v1/enterprise/models/add', '新增模块', addModelBody, addModel);
  write<ModelUpdate>('put', '/v1/enterprise/models/update', '修改、启用或停用模块', updateModelBody, changeModel);
  write<Move>('put', '/v1/enterprise/models/move', '模块上移或下移', moveBody, moveModel);
  byId('delete', '/v1/enterprise/models/delete/:id', '删除模块（须先删除其字段）', removeModel);

  app.post<{ Body: PageRequest & { modelId: number } }>('/v1/enterprise/fields/list', { schema: { tags, summary: '模块的字段', body: fieldListBody } }, async (request) =>
    ok(await fieldList(app.db, contextOf(request), request.body.modelId, request.body)),
  );
  byId('get', '/v1/enterprise/fields/info/:id', '字段详情', fieldInfo);
  write<FieldAdd>('post', '/v1/enterprise/fields/add', '新增字段', addFieldBody, addField);
  write<FieldUpdate>('put', '/v1/enterprise/fields/update', '修改、启用或停用字段', updateFieldBody, changeField);
  write<Move>('put', '/v1/enterprise/fields/move', '字段上移或下移', moveBody, moveField);
  byId('delete', '/v1/enterprise/fields/delete/:id', '删除字段', removeField);
};
