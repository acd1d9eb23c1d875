import { sql } from 'drizzle-orm';
import { APP_SLOT_KEYS, APP_SLOTS } from '@contract/app-content';
import { runSql } from '../helpers/support';
import { as, type Probe } from '../logs/probe-kit';

// Probes of the every-mutation-is-logged walk for the app-content routes, one set per slot like the routes.
export const readOnlyPosts: Record<string, string> = { 'POST /api/v1/admin/ps/app2/preview': "previews what a tenant's app shows" };
export const probes: Record<string, Probe> = {};

const slotRows = async (parkId: number, kind: string) =>
  (await runSql(sql`select id, version, link from app_items where park_id = ${parkId} and kind = ${kind} order by sort`)).rows as { id: number; version: number; link: string | null }[];
const bodyOf = (kind: keyof typeof APP_SLOTS, link: string | null) => ({
  title: '走查',
  image: APP_SLOTS[kind].image === 'required' ? '/api/files/test/walk.png' : null,
  link,
  phone: APP_SLOTS[kind].phone ? '021-50801234' : null,
});

for (const kind of APP_SLOT_KEYS) {
  const base = `/api/v1/admin/ps/${APP_SLOTS[kind].path}`;
  readOnlyPosts[`POST ${base}/list`] = 'lists a slot';
  probes[`POST ${base}/add`] = async (kit) => {
    await runSql(sql`delete from app_items where park_id = ${kit.parkId} and kind = ${kind} and sort > 1`);
    const [first] = await slotRows(kit.parkId, kind);
    return as(kit.admin, 'POST', `${base}/add`, { parkId: kit.parkId, ...bodyOf(kind, first?.link ?? null) });
  };
  probes[`PUT ${base}/update`] = async (kit) => {
    const [first] = await slotRows(kit.parkId, kind);
    return as(kit.admin, 'PUT', `${base}/update`, { id: first!.id, version: first!.version, ...bodyOf(kind, first!.link) });
  };
  probes[`DELETE ${base}/delete/:id`] = async (kit) => as(kit.admin, 'DELETE', `${base}/delete/${(await slotRows(kit.parkId, kind))[0]!.id}`);
  probes[`POST ${base}/order`] = async (kit) =>
    as(kit.admin, 'POST', `${base}/order`, { parkId: kit.parkId, items: (await slotRows(kit.parkId, kind)).reverse().map(({ id, version }) => ({ id, version })) });
}
