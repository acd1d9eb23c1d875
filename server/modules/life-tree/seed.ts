import { sql } from 'drizzle-orm';
import { companies, companyMilestones } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';
import type { MilestoneKind, RevenueBand } from '@contract/company-milestones';
import type { SeededAccounts } from '../../db/seed/accounts';
import type { SeededEstate } from '../../db/seed/estate';

// The life tree's demo rows (issue 13 point 5): milestones of the settled companies over the last three years, and
// the registration event of every seeded company that has none (the check-in and tenancy seeds record the rest).
// Runs after them, and adds only what is missing.

interface MilestoneSeed {
  kind: MilestoneKind;
  title: string;
  /** Years before this one, and the day in that year (MM-DD). */
  yearsAgo: number;
  day: string;
  /** In 元; stored in fen. */
  yuan?: number;
  detail?: string;
}

const revenue = (bands: [RevenueBand, RevenueBand, RevenueBand]): MilestoneSeed[] =>
  bands.map((title, i) => ({ kind: 'revenue', title, yearsAgo: 3 - i, day: '12-31' }));

const BY_COMPANY: Record<string, MilestoneSeed[]> = {
  星云智能科技有限公司: [
    { kind: 'funding', title: '天使轮', yearsAgo: 3, day: '05-12', yuan: 5_000_000, detail: '领投：张江科创天使基金' },
    { kind: 'patent', title: '一种基于深度学习的图像识别方法', yearsAgo: 2, day: '06-15', detail: '发明专利' },
    { kind: 'qualification', title: '高新技术企业', yearsAgo: 2, day: '11-28', detail: '有效期三年' },
    { kind: 'patent', title: '智能巡检机器人控制系统', yearsAgo: 1, day: '03-08', detail: '实用新型专利' },
    { kind: 'funding', title: 'A轮', yearsAgo: 1, day: '09-20', yuan: 30_000_000, detail: '领投：浦江创投' },
    { kind: 'award', title: '张江科创园年度创新企业', yearsAgo: 1, day: '12-20' },
    ...revenue(['500万以下', '500万-2000万', '2000万-5000万']),
  ],
  智造机器人有限公司: [
    { kind: 'funding', title: 'Pre-A轮', yearsAgo: 2, day: '04-10', yuan: 8_000_000 },
    { kind: 'patent', title: '协作机械臂关节减速装置', yearsAgo: 1, day: '05-05', detail: '发明专利' },
    { kind: 'qualification', title: '高新技术企业', yearsAgo: 1, day: '10-15' },
    ...revenue(['500万以下', '500万以下', '500万-2000万']),
  ],
  云帆软件技术有限公司: [
    { kind: 'funding', title: '天使轮', yearsAgo: 3, day: '08-01', yuan: 3_000_000 },
    { kind: 'qualification', title: '专精特新中小企业', yearsAgo: 1, day: '07-18' },
    ...revenue(['500万以下', '500万-2000万', '500万-2000万']),
  ],
  极光网络有限公司: [
    { kind: 'award', title: '中关村优秀软件产品奖', yearsAgo: 2, day: '12-05' },
    ...revenue(['500万-2000万', '2000万-5000万', '2000万-5000万']),
  ],
  跨境通供应链有限公司: [
    { kind: 'funding', title: 'A轮', yearsAgo: 2, day: '03-22', yuan: 20_000_000, detail: '领投：前海产业基金' },
    ...revenue(['2000万-5000万', '5000万-1亿', '1亿-5亿']),
  ],
};

async function seedMilestones(tx: Tx, estate: SeededEstate, accounts: SeededAccounts): Promise<void> {
  const rows = await tx.select({ id: companies.id, name: companies.name, parkId: companies.parkId }).from(companies);
  const thisYear = new Date(Date.now() + 8 * 3600 * 1000).getUTCFullYear();
  const values = rows
    .filter((c) => estate.companyIds.includes(c.id))
    .flatMap((c) =>
      (BY_COMPANY[c.name] ?? []).map((m) => ({
        companyId: c.id,
        parkId: c.parkId,
        kind: m.kind,
        title: m.title,
        occurredOn: `${thisYear - m.yearsAgo}-${m.day}`,
        amountFen: m.yuan === undefined ? null : m.yuan * 100,
        detail: m.detail ?? null,
        createdBy: accounts.operator,
      })),
    );
  const seeded = await tx.execute(sql`select count(*)::int as n from company_milestones`);
  if ((seeded.rows[0] as { n: number }).n === 0 && values.length > 0) await tx.insert(companyMilestones).values(values);
}

// A week before the first thing the platform recorded about the company, or when its row was made.
async function seedRegistrations(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into company_events (company_id, park_id, kind, data, occurred_at)
    select c.id, c.park_id, 'registered', '{}'::jsonb,
      coalesce((select min(e.occurred_at) from company_events e where e.company_id = c.id) - interval '7 days', c.created_at)
    from companies c
    where not exists (select 1 from company_events e where e.company_id = c.id and e.kind = 'registered')`);
}

export async function seedLifeTree(tx: Tx, { estate, accounts }: DemoBase): Promise<void> {
  await seedMilestones(tx, estate, accounts);
  await seedRegistrations(tx);
}
