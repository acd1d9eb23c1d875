import { sql } from 'drizzle-orm';
import type { SuggestionCategory, SuggestionState } from '@contract/suggestions';
import { suggestions } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

interface SuggestionSeed {
  /** Index into the seeded companies (settled ones). */
  company: number;
  category: SuggestionCategory;
  content: string;
  state: SuggestionState;
  reply?: string;
  remark?: string;
  days: number;
}

// Every state on the operator's list, from two settled companies of 张江科创园 and one of 中关村软件园.
const ITEMS: SuggestionSeed[] = [
  { company: 0, category: 'facility', content: 'B座地下车库的新能源充电桩经常被燃油车占用，希望园区加强管理。', state: 'submitted', days: -1 },
  { company: 5, category: 'property', content: '3楼东侧卫生间水龙头漏水已经一周，请尽快安排维修。', state: 'assigned', days: -2 },
  { company: 0, category: 'policy', content: '我司今年首次申报高新技术企业，想了解园区是否有配套奖励及申报辅导。', state: 'replied', reply: '园区对首次认定的高新技术企业另有一次性奖励，申报辅导会将于下月举办，届时会通知贵司。', days: -6 },
  { company: 5, category: 'talent', content: '希望园区能组织一次面向应届生的专场招聘会。', state: 'closed', reply: '已纳入下季度活动计划。', remark: '已安排于5月校园招聘专场。', days: -20 },
  { company: 6, category: 'finance', content: '我司有约500万元的流动资金需求，希望对接园区合作银行。', state: 'submitted', days: -3 },
  { company: 6, category: 'safety', content: '园区夜间东门照明不足，存在安全隐患。', state: 'replied', reply: '已通知物业于本周内增设照明。', days: -9 },
];

export async function seedSuggestions(tx: Tx, { estate, accounts }: DemoBase): Promise<void> {
  await tx.insert(suggestions).values(
    ITEMS.map((item) => {
      const companyId = estate.companyIds[item.company];
      if (companyId === undefined) throw new Error(`seed: company ${item.company}`);
      const at = sql`now() + make_interval(days => ${item.days})`;
      const later = sql`now() + make_interval(days => ${item.days + 1})`;
      const handled = item.state !== 'submitted';
      return {
        parkId: sql`(select park_id from companies where id = ${companyId})`,
        companyId,
        category: item.category,
        content: item.content,
        state: item.state,
        assigneeId: handled && item.company !== 6 ? accounts.operator : null,
        reply: item.reply ?? null,
        repliedBy: item.reply ? accounts.operator : null,
        repliedAt: item.reply ? later : null,
        closeRemark: item.remark ?? null,
        closedAt: item.state === 'closed' ? later : null,
        createdAt: at,
        updatedAt: handled ? later : at,
      };
    }),
  );
}
