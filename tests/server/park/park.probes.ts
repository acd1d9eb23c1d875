import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { multipart } from '../files/fixtures';
import { as, idOf, type Probe } from '../logs/probe-kit';

// Probes of the park estate routes (issue 5): each makes a change that succeeds on the seed.

// A building, a floor and a room of their own, with nothing under them, so deleting them is allowed.
async function emptyPlaces(parkId: number) {
  const building = await idOf(sql`insert into buildings (park_id, name, number) values (${parkId}, '走查楼', 'W1') returning id`);
  const floor = await idOf(sql`insert into floors (park_id, building_id, name, number) values (${parkId}, ${building}, '走查层', 'W1F') returning id`);
  const room = await idOf(sql`insert into rooms (park_id, floor_id, name, number, area_sqm) values (${parkId}, ${floor}, '走查室', 'W101', 50) returning id`);
  const emptyBuilding = await idOf(sql`insert into buildings (park_id, name, number) values (${parkId}, '空楼', 'W2') returning id`);
  const emptyFloor = await idOf(sql`insert into floors (park_id, building_id, name, number) values (${parkId}, ${building}, '空层', 'W2F') returning id`);
  return { building, floor, room, emptyBuilding, emptyFloor };
}

const park = {
  name: '走查园区', provinceCode: '31', cityCode: '3101', areaCode: '310115', address: '走查路 1 号', areaSqm: 1000, contact: '走查', phone: '021-12345678',
};

export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/admin/park/list': 'lists parks',
  'POST /api/v1/park/open/list': 'lists the enabled parks a company may register into',
  'POST /api/v1/park/room/list': 'lists rooms',
  'POST /api/v1/admin/park/import/task/list': 'lists import tasks',
  'POST /api/v1/enterprise/models/list': 'lists enterprise info modules',
  'POST /api/v1/enterprise/fields/list': 'lists the fields of a module',
  'POST /api/v1/admin/park/appList': 'lists apps',
};

// A filled room-import sheet of one new room, with the template's headers.
async function importSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('房间');
  sheet.addRow(['楼栋编号', '楼栋名称', '楼层编号', '楼层名称', '房间编号', '房间名称', '面积（㎡）']);
  sheet.addRow(['W9', '走查楼', 'W9F', '走查层', 'W901', '走查室', '50']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const model = (parkId: number) =>
  idOf(sql`insert into enterprise_models (park_id, name, module_key) values (${parkId}, '走查模块', 'walkModel') returning id`);
const field = async (parkId: number) =>
  idOf(sql`insert into enterprise_fields (park_id, model_id, field_key, label, type) values (${parkId}, ${await model(parkId)}, 'walkField', '走查字段', 'text') returning id`);

export const probes: Record<string, Probe> = {
  'POST /api/v1/admin/park/add': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/park/add', park),
  'PUT /api/v1/admin/park/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/admin/park/update', { id: kit.parkId, contact: '走查人' }),
  'PUT /api/v1/admin/park/setting/isvalid': async (kit) => {
    const other = await idOf(sql`select id from parks where id <> ${kit.parkId} and enabled order by id limit 1`);
    return as(kit.admin, 'PUT', '/api/v1/admin/park/setting/isvalid', { id: other, enabled: false });
  },
  'POST /api/v1/park/building/add': async (kit) => as(kit.admin, 'POST', '/api/v1/park/building/add', { parkId: kit.parkId, name: '新楼', number: 'N1' }),
  'PUT /api/v1/park/building/update': async (kit) =>
    as(kit.admin, 'PUT', '/api/v1/park/building/update', { id: (await emptyPlaces(kit.parkId)).building, name: '改名楼' }),
  'DELETE /api/v1/park/building/delete/:id': async (kit) =>
    as(kit.admin, 'DELETE', `/api/v1/park/building/delete/${(await emptyPlaces(kit.parkId)).emptyBuilding}`),
  'POST /api/v1/park/floor/add': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/park/floor/add', { buildingId: (await emptyPlaces(kit.parkId)).building, name: '新层', number: 'N2F' }),
  'PUT /api/v1/park/floor/update': async (kit) =>
    as(kit.admin, 'PUT', '/api/v1/park/floor/update', { id: (await emptyPlaces(kit.parkId)).floor, name: '改名层' }),
  'DELETE /api/v1/park/floor/delete/:id': async (kit) =>
    as(kit.admin, 'DELETE', `/api/v1/park/floor/delete/${(await emptyPlaces(kit.parkId)).emptyFloor}`),
  'POST /api/v1/park/room/add': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/park/room/add', { floorId: (await emptyPlaces(kit.parkId)).floor, name: '新室', number: 'N102', areaSqm: 30 }),
  'PUT /api/v1/park/room/update': async (kit) =>
    as(kit.admin, 'PUT', '/api/v1/park/room/update', { id: (await emptyPlaces(kit.parkId)).room, name: '改名室' }),
  'DELETE /api/v1/park/room/delete/:id': async (kit) =>
    as(kit.admin, 'DELETE', `/api/v1/park/room/delete/${(await emptyPlaces(kit.parkId)).room}`),
  'POST /api/v1/admin/park/import/template/:parkId': async (kit) => {
    const body = multipart([{ field: 'file', name: 'rooms.xlsx', content: await importSheet(), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    return { ...as(kit.admin, 'POST', `/api/v1/admin/park/import/template/${kit.parkId}`), headers: { authorization: `Bearer ${kit.admin.access_token}`, ...body.headers }, payload: body.payload };
  },
  'POST /api/v1/enterprise/models/add': async (kit) => as(kit.admin, 'POST', '/api/v1/enterprise/models/add', { parkId: kit.parkId, name: '走查模块', moduleKey: 'walkAdded' }),
  'PUT /api/v1/enterprise/models/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/models/update', { id: await model(kit.parkId), name: '改名模块' }),
  'PUT /api/v1/enterprise/models/move': async (kit) => {
    await model(kit.parkId);
    const last = await idOf(sql`insert into enterprise_models (park_id, name, module_key, sort) values (${kit.parkId}, '末尾模块', 'walkLast', 100000) returning id`);
    return as(kit.admin, 'PUT', '/api/v1/enterprise/models/move', { id: last, direction: 'up' });
  },
  'DELETE /api/v1/enterprise/models/delete/:id': async (kit) => as(kit.admin, 'DELETE', `/api/v1/enterprise/models/delete/${await model(kit.parkId)}`),
  'POST /api/v1/enterprise/fields/add': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/enterprise/fields/add', { modelId: await model(kit.parkId), fieldKey: 'walkNew', label: '新字段', type: 'text' }),
  'PUT /api/v1/enterprise/fields/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/enterprise/fields/update', { id: await field(kit.parkId), label: '改名字段' }),
  'PUT /api/v1/enterprise/fields/move': async (kit) => {
    const first = await field(kit.parkId);
    const modelId = await idOf(sql`select model_id as id from enterprise_fields where id = ${first}`);
    const last = await idOf(sql`insert into enterprise_fields (park_id, model_id, field_key, label, type, sort) values (${kit.parkId}, ${modelId}, 'walkLast', '末尾字段', 'text', 100000) returning id`);
    return as(kit.admin, 'PUT', '/api/v1/enterprise/fields/move', { id: last, direction: 'up' });
  },
  'DELETE /api/v1/enterprise/fields/delete/:id': async (kit) => as(kit.admin, 'DELETE', `/api/v1/enterprise/fields/delete/${await field(kit.parkId)}`),
  'POST /api/v1/system/supper/setting': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/system/supper/setting', { platformName: '走查平台', servicePhone: '400-000-0000' }),
  'POST /api/v1/admin/park/versionSetting': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/admin/park/versionSetting', { version: '1.2.0', minVersion: '1.0.0', downloadUrl: 'https://example.com/app.apk' }),
  'POST /api/v1/admin/park/createApp': async (kit) => as(kit.admin, 'POST', '/api/v1/admin/park/createApp', { name: '走查应用', platform: 'web' }),
};
