import { sql } from 'drizzle-orm';
import { multipart } from '../files/fixtures';
import { as, idOf, type Probe } from '../logs/probe-kit';
import { filledTemplate, roomLines } from '../estate-import/workbook';

// Probes of the every-mutation-is-logged walk for the import, enterprise field and system setting routes
// (the estate routes' probes are in tests/server/logs/park.probes.ts).

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/admin/park/import/task/list': 'lists import tasks',
  'POST /api/v1/enterprise/models/list': 'lists the modules of the company form',
  'POST /api/v1/enterprise/fields/list': 'lists the fields of a module',
  'POST /api/v1/admin/park/appList': 'lists client applications',
};

const modelOf = (parkId: number) => idOf(sql`select id from enterprise_models where park_id = ${parkId} order by sort limit 1`);
const fieldOf = (parkId: number) => idOf(sql`select id from enterprise_fields where park_id = ${parkId} order by model_id, sort desc limit 1`);

export const probes: Record<string, Probe> = {
  'POST /api/v1/admin/park/import/template/:parkId': async (kit) => {
    const body = multipart([{ name: '房间.xlsx', content: await filledTemplate(roomLines(1)), field: 'file' }]);
    const call = as(kit.admin, 'POST', `/api/v1/admin/park/import/template/${kit.parkId}`);
    return { ...call, headers: { ...call.headers, ...body.headers }, payload: body.payload };
  },
  'POST /api/v1/enterprise/models/add': async (kit) => as(kit.admin, 'POST', '/api/v1/enterprise/models/add', { parkId: kit.parkId, name: '走查模块', moduleKey: 'walk' }),
  'PUT /api/v1/enterprise/models/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/models/update', { id: await modelOf(kit.parkId), name: '走查改名' }),
  'PUT /api/v1/enterprise/models/move': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/models/move', { id: await modelOf(kit.parkId), direction: 'down' }),
  'DELETE /api/v1/enterprise/models/delete/:id': async (kit) => {
    const id = await idOf(sql`insert into enterprise_models (park_id, name, module_key, sort) values (${kit.parkId}, '空模块', 'empty', 99) returning id`);
    return as(kit.admin, 'DELETE', `/api/v1/enterprise/models/delete/${id}`);
  },
  'POST /api/v1/enterprise/fields/add': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/fields/add', { modelId: await modelOf(kit.parkId), fieldKey: 'walk', label: '走查字段', type: 'text' }),
  'PUT /api/v1/enterprise/fields/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/fields/update', { id: await fieldOf(kit.parkId), label: '走查改名' }),
  'PUT /api/v1/enterprise/fields/move': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/fields/move', { id: await fieldOf(kit.parkId), direction: 'up' }),
  'DELETE /api/v1/enterprise/fields/delete/:id': async (kit) => as(kit.admin, 'DELETE', `/api/v1/enterprise/fields/delete/${await fieldOf(kit.parkId)}`),
  'POST /api/v1/system/supper/setting': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/system/supper/setting', { platformName: '走查平台', servicePhone: '400-000-0000' }),
  'POST /api/v1/admin/park/versionSetting': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/admin/park/versionSetting', { version: '1.1.0', minVersion: '1.0.0', downloadUrl: 'https://park.example/app' }),
  'POST /api/v1/admin/park/createApp': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/park/createApp', { name: '走查应用', platform: 'web' }),
};
