import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { seedEnterpriseFields } from '../server/modules/enterprise-fields/seed';

export const EXPORT_SIZES = [1_000, 10_000] as const;
export const FIELD_COUNT = 30;
export const MESSAGE_SIZE = { messages: 1_000_000, readers: 10_000 } as const;

async function run(db: Db, statements: ReturnType<typeof sql>[]): Promise<void> {
  for (const statement of statements) await db.execute(statement);
}

const parkName = (size: number) => `导出基准园区${size}`;

/**
 * One park per export size, each with the demo form plus a model that brings it to FIELD_COUNT fields (the demo form
 * has grown with the domains: counted, not assumed), `size` companies, their basic, business and IP answers and every
 * answer of the added model; in SQL, so it takes seconds. Answers the parks' ids by size.
 */
export async function growCompanies(db: Db): Promise<Map<number, number>> {
  const parks = new Map<number, number>();
  for (const size of EXPORT_SIZES) {
    const found = await db.execute(sql`insert into parks (name, province_code, city_code, area_code, address, enabled)
      values (${parkName(size)}, '31', '3101', '310115', '上海市浦东新区基准路 1 号', true) returning id`);
    parks.set(size, Number((found.rows[0] as { id: number }).id));
  }
  const parkIds = [...parks.values()];
  await db.transaction((tx) => seedEnterpriseFields(tx, { estate: { parkIds, companyIds: [], mechanismIds: [] } }));
  const seeded = await db.execute(sql`select count(*)::int as fields from enterprise_fields where park_id = ${parkIds[0]}`);
  const extraFields = FIELD_COUNT - Number((seeded.rows[0] as { fields: number }).fields);
  if (extraFields < 1) throw new Error(`the demo form has ${FIELD_COUNT - extraFields} fields, FIELD_COUNT is ${FIELD_COUNT}`);
  for (const [size, parkId] of parks) {
    await run(db, [
      sql`insert into enterprise_models (park_id, name, module_key, sort) values (${parkId}, '规模测试', 'bench', 100)`,
      sql`insert into enterprise_fields (park_id, model_id, field_key, label, type, options, sort)
        select ${parkId}, m.id, 'f' || g, '测试字段' || g, case when g % 3 = 0 then 'multi-select' when g % 3 = 1 then 'number' else 'text' end,
          case when g % 3 = 0 then '["甲","乙","丙"]'::jsonb else '[]'::jsonb end, g
        from enterprise_models m cross join generate_series(1, ${extraFields}) g where m.park_id = ${parkId} and m.module_key = 'bench'`,
      sql`insert into companies (park_id, name, credit_code, contact, phone, state, industry, submitted_at, settled_at)
        select ${parkId}, '导出基准企业' || g, '91310000BEN' || lpad(g::text, 7, '0'), '联系人' || g, '1380000' || lpad((g % 10000)::text, 4, '0'),
          g % 4, '软件信息', now() - make_interval(days => g % 900), case when g % 4 = 1 then now() - make_interval(days => g % 800) end
        from generate_series(1, ${size}) g`,
      sql`insert into company_records (company_id, park_id, module_key, data)
        select c.id, c.park_id, 'basic', jsonb_build_object('companyName', c.name, 'creditCode', c.credit_code, 'legalPerson', '法人' || c.id,
          'foundedOn', '2020-01-01', 'industry', '软件信息', 'license', jsonb_build_array('/uploads/license-' || c.id || '.png'))
        from companies c where c.park_id = ${parkId}`,
      sql`insert into company_records (company_id, park_id, module_key, data)
        select c.id, c.park_id, 'business', jsonb_build_object('registeredCapital', 100 + c.id % 900, 'employees', 10 + c.id % 300,
          'qualifications', jsonb_build_array('高新技术企业', '专精特新'), 'mainBusiness', '软件开发、信息技术服务与系统集成。')
        from companies c where c.park_id = ${parkId}`,
      sql`insert into company_records (company_id, park_id, module_key, data)
        select c.id, c.park_id, 'ip', jsonb_build_object('patents', c.id % 20, 'softwareCopyrights', c.id % 35)
        from companies c where c.park_id = ${parkId}`,
      sql`insert into company_records (company_id, park_id, module_key, data)
        select c.id, c.park_id, 'bench', (select jsonb_object_agg('f' || g,
            case when g % 3 = 0 then jsonb_build_array('甲', '丙') when g % 3 = 1 then to_jsonb(g * 10 + c.id % 7) else to_jsonb('测试内容' || g || '-' || c.id) end)
          from generate_series(1, ${extraFields}) g)
        from companies c where c.park_id = ${parkId}`,
    ]);
  }
  return parks;
}

/** A million messages over ten thousand readers, a third unread; the demo operator gets a hundred of them. */
export async function growMessages(db: Db): Promise<void> {
  await run(db, [
    sql`insert into messages (user_id, park_id, kind, title, link, read_at, created_at)
      select 1000 + g % ${MESSAGE_SIZE.readers}, 1, 'companyApplied', '规模测试消息 ' || g, '/checkcompany',
        case when g % 3 = 0 then null else now() end, now() - make_interval(secs => g)
      from generate_series(1, ${MESSAGE_SIZE.messages - 100}) as g`,
    sql`insert into messages (user_id, park_id, kind, title, link, read_at)
      select u.id, 1, 'companyApplied', '运营消息 ' || g, '/checkcompany', case when g % 2 = 0 then null else now() end
      from users u cross join generate_series(1, 100) as g where u.username = 'operator'`,
    sql`analyze`,
  ]);
}
