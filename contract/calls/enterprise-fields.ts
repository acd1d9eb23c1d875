import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import {
  EnterpriseField,
  EnterpriseModel,
  EnterpriseModelRecord,
  FieldAdd,
  FieldPage,
  FieldQuery,
  FieldUpdate,
  ModelAdd,
  ModelQuery,
  ModelUpdate,
  Move,
} from '../schemas/enterprise-fields';
import { defineCalls } from './define-call';

// The company information form of a park: modules and their fields (spec §7: v1/enterprise/models|fields/*).
const READ = { hosts: ['manage'], park: 'scope', screens: ['park'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } as const;
const SAVED = '保存成功';

export const enterpriseFieldCalls = defineCalls('enterpriseFields', ['企业字段配置'], {
  modelList: { method: 'POST', path: 'v1/enterprise/models/list', body: ModelQuery, response: Paged(EnterpriseModel), access: READ, summary: '园区的企业信息模块' },
  modelInfo: { method: 'GET', path: 'v1/enterprise/models/info/:id', params: IdParams, response: EnterpriseModelRecord, access: READ, summary: '模块详情' },
  modelAdd: { method: 'POST', path: 'v1/enterprise/models/add', body: ModelAdd, response: EnterpriseModelRecord, access: WRITE, summary: '新增模块', done: SAVED },
  modelUpdate: { method: 'PUT', path: 'v1/enterprise/models/update', body: ModelUpdate, response: EnterpriseModelRecord, access: WRITE, summary: '修改、启用或停用模块', done: SAVED },
  modelMove: { method: 'PUT', path: 'v1/enterprise/models/move', body: Move, response: Type.Null(), access: WRITE, summary: '模块上移或下移', done: SAVED },
  modelDelete: { method: 'DELETE', path: 'v1/enterprise/models/delete/:id', params: IdParams, response: Type.Null(), access: WRITE, summary: '删除模块（须先删除其字段）' },

  fieldList: { method: 'POST', path: 'v1/enterprise/fields/list', body: FieldQuery, response: FieldPage, access: READ, summary: '模块的字段' },
  fieldInfo: { method: 'GET', path: 'v1/enterprise/fields/info/:id', params: IdParams, response: EnterpriseField, access: READ, summary: '字段详情' },
  fieldAdd: { method: 'POST', path: 'v1/enterprise/fields/add', body: FieldAdd, response: EnterpriseField, access: WRITE, summary: '新增字段', done: SAVED },
  fieldUpdate: { method: 'PUT', path: 'v1/enterprise/fields/update', body: FieldUpdate, response: EnterpriseField, access: WRITE, summary: '修改、启用或停用字段', done: SAVED },
  fieldMove: { method: 'PUT', path: 'v1/enterprise/fields/move', body: Move, response: Type.Null(), access: WRITE, summary: '字段上移或下移', done: SAVED },
  fieldDelete: { method: 'DELETE', path: 'v1/enterprise/fields/delete/:id', params: IdParams, response: Type.Null(), access: WRITE, summary: '删除字段' },
});
