import { sql } from 'drizzle-orm';
import { runSql, sessionFor } from '../helpers/support';
import { as, idOf, type Probe } from '../logs/probe-kit';

const roleId = (name: string) => idOf(sql`select id from roles where name = ${name}`);
const managerOf = async (parkId: number) => {
  const id = await idOf(sql`insert into users (username, password_hash, user_type, nickname) values ('walk-kf', 'x', 8, '走查经理') returning id`);
  await runSql(sql`insert into user_parks (user_id, park_id, role_id) values (${id}, ${parkId}, ${await roleId('客服经理')})`);
  return id;
};

// Probes of roles, privileges, menus and manager accounts.

// Reads that take a POST body (filters, paging): nothing to log.
export const readOnlyPosts: Record<string, string> = {
  'POST /api/v1/role/list': 'lists roles',
  'POST /api/v1/levelUserRole/lists/:level': 'lists roles of a level',
  'POST /api/v1/customerServiceManager/list': 'lists manager accounts',
  'POST /api/v1/customerServiceManager/detail': 'reads one account',
  'POST /api/v1/customerServiceManager/allot/list': 'lists allotments',
};

export const probes: Record<string, Probe> = {
  'POST /api/v1/role/add': async (kit) => as(kit.admin, 'POST', '/api/v1/role/add', { name: '走查角色', level: 3 }),
  'PUT /api/v1/role/update': async (kit) => as(kit.admin, 'PUT', '/api/v1/role/update', { id: await roleId('客服专员'), name: '走查', level: 3 }),
  'DELETE /api/v1/role/delete/:id': async (kit) => as(kit.admin, 'DELETE', `/api/v1/role/delete/${await roleId('客服专员')}`),
  'POST /api/v1/role/setting': async (kit) => as(kit.admin, 'POST', '/api/v1/role/setting', { roleId: await roleId('客服专员'), menuIds: [], privilegeIds: [] }),
  'POST /api/v1/privilege/add': async (kit) => as(kit.admin, 'POST', '/api/v1/privilege/add', { code: '0901', name: '走查' }),
  'DELETE /api/v1/privilege/delete/:id': async (kit) => {
    const id = await idOf(sql`insert into privileges (code, name) values ('0902', '走查') returning id`);
    return as(kit.admin, 'DELETE', `/api/v1/privilege/delete/${id}`);
  },
  'POST /api/v1/menu/addMenu': async (kit) => as(kit.admin, 'POST', '/api/v1/menu/addMenu', { name: '走查', path: 'walk' }),
  'DELETE /api/v1/menu/deleteMenu/:id': async (kit) =>
    as(kit.admin, 'DELETE', `/api/v1/menu/deleteMenu/${await idOf(sql`select id from menus where path = 'log'`)}`),
  'POST /api/v1/menu/setMenuPrivilege': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/menu/setMenuPrivilege', { menuId: await idOf(sql`select id from menus where path = 'park'`), privilegeIds: [] }),
  'POST /api/v1/customerServiceManager/insert': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/customerServiceManager/insert', { username: 'walk-new', password: 'Walk@2026', nickname: '新经理', roleId: await roleId('客服专员') }),
  'POST /api/v1/customerServiceManager/update': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/customerServiceManager/update', { id: await managerOf(kit.parkId), nickname: '改名' }),
  'POST /api/v1/customerServiceManager/freeze': async (kit) =>
    as(kit.admin, 'POST', '/api/v1/customerServiceManager/freeze', { id: await managerOf(kit.parkId), frozen: true }),
  'POST /api/v1/customerServiceManager/allot': async (kit) => {
    const company = await idOf(sql`select id from companies where park_id = ${kit.parkId} order by id limit 1`);
    return as(kit.admin, 'POST', '/api/v1/customerServiceManager/allot', { managerId: await managerOf(kit.parkId), companyIds: [company] });
  },
  'POST /api/v1/customerServiceManager/commitment': async () =>
    as(await sessionFor('operator'), 'POST', '/api/v1/customerServiceManager/commitment', { content: '两小时内响应' }),
  'DELETE /api/v1/customerServiceManager/allot/delete/:id': async (kit) => {
    const manager = await managerOf(kit.parkId);
    const company = await idOf(sql`select id from companies where park_id = ${kit.parkId} order by id limit 1`);
    const id = await idOf(sql`insert into manager_allotments (park_id, manager_id, kind, target_id) values (${kit.parkId}, ${manager}, 'company', ${company}) returning id`);
    return as(kit.admin, 'DELETE', `/api/v1/customerServiceManager/allot/delete/${id}`);
  },
};