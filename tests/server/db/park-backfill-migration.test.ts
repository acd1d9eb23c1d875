import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { PLACEMENTS, placementName } from '../../../server/db/placement';
import { migrationsBefore } from '../helpers/migrations';

const TAG = '0008_distribute-by-park';

// One park's chain of rows as they stood before 0008: every parent with a child row of each kind.
async function rowsOfOnePark(database: Database, name: string): Promise<void> {
  const id = async (query: SQL) => ((await database.db.execute(query)).rows[0] as { id: number }).id;
  const park = await id(sql`insert into parks (name) values (${name}) returning id`);
  const company = await id(sql`insert into companies (park_id, name) values (${park}, ${`${name}企业`}) returning id`);
  const mechanism = await id(sql`insert into mechanisms (name) values (${`${name}机构`}) returning id`);
  const order = await id(sql`insert into orders (park_id, company_id, kind, subject_kind, subject_id, subject_title, needs, contact, phone)
    values (${park}, ${company}, 'voucher', 'agencyService', 1, '服务', '需求', '联系人', '13800000000') returning id`);
  await database.db.execute(sql`insert into order_events (order_id, who, action, to_state) values (${order}, 'company', 'apply', 'submitted')`);
  const statement = await id(sql`insert into settlements (park_id, mechanism_id, month) values (${park}, ${mechanism}, '2026-10') returning id`);
  await database.db.execute(sql`insert into settlement_orders (settlement_id, order_id, amount_fen) values (${statement}, ${order}, 100)`);
  const batch = await id(sql`insert into voucher_batches (park_id, name, funder, budget, face_value, quota, service_types, apply_start, apply_end, expires_on, settlement_windows)
    values (${park}, '券', '出资方', 1000, 100, 1, array['tech'], '2026-01-01', '2026-12-31', '2027-06-30', '[]'::jsonb) returning id`);
  const application = await id(sql`insert into voucher_applications (batch_id, company_id, quantity) values (${batch}, ${company}, 1) returning id`);
  const voucher = await id(sql`insert into vouchers (batch_id, company_id, application_id, face_value, expires_on)
    values (${batch}, ${company}, ${application}, 100, '2027-06-30') returning id`);
  await database.db.execute(sql`insert into voucher_orders (order_id, voucher_id, batch_id, mechanism_id, service_id) values (${order}, ${voucher}, ${batch}, ${mechanism}, 1)`);
  const consultation = await id(sql`insert into consultations (park_id, company_id, subject_type, subject_id, subject_title, question)
    values (${park}, ${company}, 'policy', 1, '政策', '问题') returning id`);
  await database.db.execute(sql`insert into consultation_entries (consultation_id, author, author_name, kind) values (${consultation}, 'company', '企业', 'question')`);
  const application2 = await id(sql`insert into pre_applications (park_id, company_id, policy_id, policy_title, company_name, state, form)
    values (${park}, ${company}, 1, '政策', '企业', 'draft', '{}'::jsonb) returning id`);
  await database.db.execute(sql`insert into pre_apply_steps (pre_apply_id, action, to_state, who, actor_name) values (${application2}, 'save', 'draft', 'company', '企业')`);
}

describe('migration 0008: children take their parent’s park', () => {
  it('back-fills park_id of every child row on an existing data folder, then holds it not null', async () => {
    const database = await openDatabase('memory://');
    const older = migrationsBefore(TAG);
    try {
      await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: older });
      await rowsOfOnePark(database, '甲园区');
      await rowsOfOnePark(database, '乙园区');
      await database.migrate();
      const children = PLACEMENTS.flatMap((p) => (p.kind === 'child' ? [p] : []));
      expect(children).toHaveLength(7);
      for (const child of children) {
        const name = placementName(child.table);
        const parent = placementName(child.parent);
        const [row] = (await database.db.execute(sql.raw(`select count(*)::int as rows, count(distinct c.park_id)::int as parks,
          (count(*) filter (where c.park_id is distinct from p.park_id))::int as astray
          from "${name}" c join "${parent}" p on p.id = c."${child.via.name}"`))).rows as { rows: number; parks: number; astray: number }[];
        expect(row, name).toEqual({ rows: 2, parks: 2, astray: 0 });
        await expect(database.db.execute(sql.raw(`update "${name}" set park_id = null`)), `${name}.park_id not null`).rejects.toThrow();
      }
    } finally {
      await database.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
