import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { loadInBulk } from './load-in-bulk';

export const SIZE = { rooms: 100_000, companies: 10_000 } as const;

// The big park (张江科创园, the demo operator's) gets 10 buildings × 20 floors × 100 rooms = 20,000 rooms;
// 800 more parks get 1 building × 10 floors × 10 rooms each = 80,000. Companies: 2,000 in the big park
// (each renting one room), 8,000 spread over the other parks.
const BIG_PARK_ROOMS = 20_000;

/** Grows the seeded demo platform to 100,000 rooms and 10,000 companies, in SQL so it takes seconds. */
export async function growEstate(db: Db, bigParkName = '张江科创园'): Promise<{ bigParkId: number }> {
  const found = await db.execute(sql`select id from parks where name = ${bigParkName}`);
  const bigParkId = Number((found.rows[0] as { id: number }).id);
  await loadInBulk(db, [
    sql`insert into parks (name, province_code, city_code, area_code, address, area_sqm, contact, phone, enabled)
      select '规模测试园区' || g, '44', '4403', '440305', '深圳市南山区测试路 ' || g || ' 号', 10000 + g, '测试', '0755-0000' || g, g % 20 <> 0
      from generate_series(1, 800) g`,
    sql`insert into buildings (park_id, name, number) select ${bigParkId}, 'G' || b || '座', 'G' || b from generate_series(1, 10) b`,
    sql`insert into buildings (park_id, name, number) select id, '1号楼', 'S1' from parks where name like '规模测试园区%'`,
    sql`insert into floors (park_id, building_id, name, number)
      select b.park_id, b.id, f || '层', f::text from buildings b cross join generate_series(1, 20) f where b.park_id = ${bigParkId} and b.number like 'G%'`,
    sql`insert into floors (park_id, building_id, name, number)
      select b.park_id, b.id, f || '层', f::text from buildings b cross join generate_series(1, 10) f where b.number = 'S1'`,
    sql`insert into rooms (park_id, floor_id, name, number, area_sqm)
      select f.park_id, f.id, f.number || lpad(r::text, 3, '0') || '室', f.number || lpad(r::text, 3, '0'), 40 + r % 60
      from floors f join buildings b on b.id = f.building_id cross join generate_series(1, 100) r where b.park_id = ${bigParkId} and b.number like 'G%'`,
    sql`insert into rooms (park_id, floor_id, name, number, area_sqm)
      select f.park_id, f.id, f.number || lpad(r::text, 2, '0') || '室', f.number || lpad(r::text, 2, '0'), 60 + r
      from floors f join buildings b on b.id = f.building_id cross join generate_series(1, 10) r where b.number = 'S1'`,
    sql`insert into companies (park_id, name, credit_code, contact, phone, state)
      select ${bigParkId}, '规模测试企业' || g, '91440300SIZE' || lpad(g::text, 6, '0'), '联系人', '1380000' || lpad(g::text, 4, '0'), g % 4
      from generate_series(1, 2000) g`,
    sql`insert into companies (park_id, name, credit_code, contact, phone, state)
      select p.id, '规模测试企业' || (2000 + g), '91440300SIZE' || lpad((2000 + g)::text, 6, '0'), '联系人', '1390000' || lpad(g::text, 4, '0'), g % 4
      from generate_series(1, 8000) g join lateral (select id from parks where name = '规模测试园区' || (1 + g % 800)) p on true`,
    // Figures for the planner first: without them it walked every room for each of the 2,000 rented (3.8 s).
    sql`analyze rooms, companies`,
    // Every company of the big park rents one of its generated rooms.
    sql`with c as (select id, row_number() over (order by id) as n from companies where park_id = ${bigParkId} and name like '规模测试企业%'),
      r as (select id, row_number() over (order by id) as n from rooms where park_id = ${bigParkId} and company_id is null order by id limit 2000)
      update rooms set company_id = c.id from r join c on c.n = r.n where rooms.id = r.id`,
  ]);
  // What autovacuum would do after a load this size (the embedded engine has none): the pages marked all-visible and
  // the figures taken, so the planner's choices do not depend on what earlier tests left in the tables (a count of the
  // big park's companies was once planned as a Seq Scan in a full run).
  await db.execute(sql`vacuum analyze parks, buildings, floors, rooms, companies`);
  return { bigParkId };
}

export const BIG_PARK_GENERATED_ROOMS = BIG_PARK_ROOMS;
