import { sql } from 'drizzle-orm';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from '@contract/content-types';
import { runSql } from '../helpers/support';
import { as, type Probe } from '../logs/probe-kit';
import { itemIn, newItem } from './fixtures';

// Probes of the every-mutation-is-logged walk for the content routes, built per type from the catalogue like the routes.

export const readOnlyPosts: Record<string, string> = { 'POST /api/v1/ps/listByTitle': 'searches published items' };
export const probes: Record<string, Probe> = {};

for (const type of CONTENT_TYPE_KEYS) {
  const base = `/api/v1/admin/ps/${CONTENT_TYPES[type].path}`;
  readOnlyPosts[`POST ${base}/list`] = 'lists the items of a park';
  readOnlyPosts[`POST /api/v1/ps/${CONTENT_TYPES[type].path}/list`] = 'lists published items';
  probes[`POST ${base}/add`] = async (kit) => as(kit.admin, 'POST', `${base}/add`, await newItem(kit.parkId, type, '走查新增'));
  probes[`PUT ${base}/update`] = async (kit) => {
    const { id, version } = await itemIn(kit.parkId, type, 'on');
    const { parkId: _park, ...item } = await newItem(kit.parkId, type, '走查修改');
    return as(kit.admin, 'PUT', `${base}/update`, { ...item, id, version });
  };
  probes[`POST ${base}/shelf`] = async (kit) => as(kit.admin, 'POST', `${base}/shelf`, { ...(await itemIn(kit.parkId, type, 'draft')), action: 'on' });
  probes[`DELETE ${base}/delete/:id`] = async (kit) => as(kit.admin, 'DELETE', `${base}/delete/${(await itemIn(kit.parkId, type, 'off')).id}`);
  if (!CONTENT_TYPES[type].classified) continue;
  readOnlyPosts[`POST ${base}/type/list`] = 'lists the classification tree';
  const emptyClass = async (parkId: number, name: string) =>
    ((await runSql(sql`insert into content_classes (park_id, type, name) values (${parkId}, ${type}, ${name}) returning id`)).rows[0] as { id: number }).id;
  probes[`POST ${base}/type/add`] = async (kit) => as(kit.admin, 'POST', `${base}/type/add`, { parkId: kit.parkId, name: '走查分类' });
  probes[`PUT ${base}/type/update`] = async (kit) => as(kit.admin, 'PUT', `${base}/type/update`, { id: await emptyClass(kit.parkId, '走查改名前'), name: '走查改名后' });
  probes[`POST ${base}/type/order`] = async (kit) => {
    const ids = (await runSql(sql`select id from content_classes where park_id = ${kit.parkId} and type = ${type} and parent_id is null order by sort desc`)).rows.map((r) => (r as { id: number }).id);
    return as(kit.admin, 'POST', `${base}/type/order`, { parkId: kit.parkId, ids });
  };
  probes[`DELETE ${base}/type/delete/:id`] = async (kit) => as(kit.admin, 'DELETE', `${base}/type/delete/${await emptyClass(kit.parkId, '走查删除')}`);
}
