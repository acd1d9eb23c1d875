import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyCondition } from '@contract/policy-conditions';
import { contentItems, policyConditions } from '../../db/schema';
import type { DemoBase } from '../../db/seed';
import type { Tx } from '../../lib/db';

// Conditions of the demo policies (seed.ts), by title: in 张江科创园 星云智能 meets every on-shelf one and
// 智造机器人 (six staff) misses the talent policy, so each detail shows companies on both sides.
const CONDITIONS: Record<string, PolicyCondition[]> = {
  '上海市高新技术企业认定奖励办法（2026年修订）': [
    { kind: 'milestone', operator: 'has', target: 'qualification', value: '高新技术企业' },
    { kind: 'industry', operator: 'in', value: ['集成电路', '生物医药', '人工智能', '软件信息'] },
  ],
  '浦东新区重点产业人才安居资助政策': [
    { kind: 'headcount', operator: 'gte', value: 10 },
    { kind: 'settledMonths', operator: 'gte', value: 6 },
  ],
  '张江科创园首年租金减免细则': [
    { kind: 'settledMonths', operator: 'lte', value: 24 },
    { kind: 'areaSqm', operator: 'gte', value: 50 },
  ],
  '小型微利企业所得税优惠政策解读': [
    { kind: 'field', operator: 'lte', target: 'business.employees', value: 300 },
    { kind: 'industry', operator: 'notIn', value: ['其他'] },
  ],
  '研发费用加计扣除申报指引（草稿）': [
    { kind: 'field', operator: 'includes', target: 'business.qualifications', value: ['科技型中小企业', '高新技术企业'] },
  ],
};

export async function seedPolicyConditions(tx: Tx, { estate }: DemoBase): Promise<void> {
  const policies = await tx.select({ id: contentItems.id, parkId: contentItems.parkId, title: contentItems.title }).from(contentItems)
    .where(and(eq(contentItems.type, 'policy'), inArray(contentItems.parkId, estate.parkIds), inArray(contentItems.title, Object.keys(CONDITIONS))));
  const rows = policies.flatMap((p) =>
    (CONDITIONS[p.title] ?? []).map((c, i) => ({ policyId: p.id, parkId: p.parkId, sort: i + 1, kind: c.kind, operator: c.operator, target: c.target ?? null, value: c.value })),
  );
  if (rows.length > 0) await tx.insert(policyConditions).values(rows);
}
